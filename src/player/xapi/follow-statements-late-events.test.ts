// @vitest-environment happy-dom
// The statements on a busy page, where the media element's queued 'play' and 'seeked' events run after playback
// has moved on: the parts played and the times still start where playback did.
import type { Statement } from '@xapi/xapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followWatched } from '../progress/watched-progress';
import { followStatements } from './follow-statements';
import { result, statementPlayer, subject, verbOf } from './statement-test-player';
import { EXTENSIONS } from './video-statement';

vi.mock('../quality/vhs-quality', () => ({ playingQuality: () => ({ id: '720p', label: '720p', auto: true }) }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('when the page hears playback late', () => {
  /** A stream whose statements are heard; `loaded` fires the metadata first. */
  function stream(fake = statementPlayer(), loaded = true) {
    const own = followStatements(fake.player, followWatched(fake.player, [], 90), subject);
    const heard: Statement[] = [];
    own.onStatement((statement) => heard.push(statement));
    if (loaded) fake.fire('loadedmetadata');
    return { ...fake, heard, of: (verb: string) => heard.filter((statement) => verbOf(statement) === verb) };
  }
  const pause = (fake: ReturnType<typeof statementPlayer>) => {
    fake.state.paused = true;
    fake.fire('pause');
  };

  it("a 'play' heard 0.2 s into playback is a played at 0, and the part played starts at 0", () => {
    const fake = stream();
    fake.playUnheardTo(0.2);
    fake.fire('play');
    fake.playTo(3.2);
    pause(fake);
    expect(result(fake.of('played')[0])[EXTENSIONS.time]).toBe(0);
    expect(result(fake.of('paused')[0])[EXTENSIONS.playedSegments]).toBe('0[.]3.2');
  });

  it("a play after a pause heard late starts where it paused (not at the start of the browser's merged record)", () => {
    const fake = stream();
    fake.state.paused = false;
    fake.fire('play');
    fake.playTo(10);
    pause(fake);
    fake.playUnheardTo(10.3);
    fake.fire('play');
    fake.playTo(12.3);
    pause(fake);
    expect(fake.of('played').map((statement) => result(statement)[EXTENSIONS.time])).toEqual([0, 10]);
    expect(result(fake.of('paused')[1])[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]12.3');
  });

  it("a skip while playing whose 'seeked' is heard late lands at its target", () => {
    const fake = stream();
    fake.state.paused = false;
    fake.fire('play');
    fake.playTo(20);
    fake.state.time = 50;
    fake.state.seeking = true;
    fake.fire('seeking');
    fake.state.seeking = false;
    fake.state.played.push([50, 50.25]);
    fake.state.time = 50.25;
    fake.fire('seeked');
    fake.playTo(52);
    pause(fake);
    expect(result(fake.of('seeked')[0])).toEqual({ [EXTENSIONS.timeFrom]: 20, [EXTENSIONS.timeTo]: 50 });
    expect(result(fake.of('paused')[0])[EXTENSIONS.playedSegments]).toBe('0[.]20[,]50[.]52');
  });

  it("statements that start after playback did (their code loads after the first frame) start at the browser's record", () => {
    const fake = statementPlayer();
    fake.playUnheardTo(0.4);
    const late = stream(fake, false);
    late.fire('loadedmetadata');
    late.fire('play');
    late.playTo(3.4);
    pause(late);
    expect(late.heard.map(verbOf)).toEqual(['initialized', 'played', 'paused']);
    expect(result(late.of('played')[0])[EXTENSIONS.time]).toBe(0);
    expect(result(late.of('paused')[0])[EXTENSIONS.playedSegments]).toBe('0[.]3.4');
  });

  it("a jump while paused that no seek told (more than a second) starts where the browser's record says, not where it paused", () => {
    const fake = stream();
    fake.state.paused = false;
    fake.fire('play');
    fake.playTo(5);
    pause(fake);
    fake.state.time = 40;
    fake.playUnheardTo(40.2);
    fake.fire('play');
    fake.playTo(42.2);
    pause(fake);
    expect(result(fake.of('played')[1])[EXTENSIONS.time]).toBe(40);
    expect(result(fake.of('paused')[1])[EXTENSIONS.playedSegments]).toBe('0[.]5[,]40[.]42.2');
  });
});
