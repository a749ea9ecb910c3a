// @vitest-environment happy-dom
import type { Statement } from '@xapi/xapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import validation from 'xapi-validation';
import { followWatched } from '../progress/watched-progress';
import { followStatements, type StatementStream } from './follow-statements';
import { result, statementPlayer, subject, verbOf } from './statement-test-player';
import { EXTENSIONS } from './video-statement';

vi.mock('../quality/vhs-quality', () => ({ playingQuality: () => ({ id: '720p', label: '720p', auto: true }) }));

/** xapi-validation is CommonJS: its function is the default export's default. */
const validate = ((validation as unknown as { default?: typeof validation }).default ?? validation) as (
  data: unknown,
) => unknown[];

/** What a stream says, as it says it. */
function statementsOf(stream: StatementStream): Statement[] {
  const heard: Statement[] = [];
  stream.onStatement((statement) => heard.push(statement));
  return heard;
}

describe('followStatements', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('forms a valid Video Profile statement for each step of a visit, in order, completed once at the threshold', () => {
    const { player, fire, playTo, seek, state, setRate } = statementPlayer();
    const watched = followWatched(player, [], 90);
    const stream = followStatements(player, watched, subject);
    const heard = statementsOf(stream);

    fire('loadedmetadata');
    state.paused = false;
    fire('play');
    playTo(20);
    seek(50);
    playTo(52);
    state.paused = true;
    fire('pause');
    setRate(2);
    fire('ratechange');
    fire('volumechange');
    vi.advanceTimersByTime(1_000);
    seek(20);
    state.paused = false;
    fire('play');
    playTo(92);
    stream.terminate();
    stream.terminate();

    expect(heard.map(verbOf)).toEqual([
      'initialized',
      'played',
      'seeked',
      'paused',
      'interacted',
      'seeked',
      'played',
      'completed',
      // The profile: a paused goes before terminated while the media plays.
      'paused',
      'terminated',
    ]);
    for (const statement of heard) expect(validate(statement), verbOf(statement)).toEqual([]);
    // The validator does reject: the same statement with a verb that is not an IRI.
    expect(validate({ ...heard[0], verb: { id: 'played' } })).not.toEqual([]);
    const [initialized, , seeked, paused, interacted, , , completed, lastPaused, terminated] = heard;
    // The profile's session-id is the initialized statement's id.
    expect(initialized?.id).toBe(subject.sessionId);
    expect(initialized?.context?.extensions).toMatchObject({
      [EXTENSIONS.sessionId]: subject.sessionId,
      [EXTENSIONS.length]: 100,
      [EXTENSIONS.completionThreshold]: 0.9,
    });
    expect(initialized?.context?.contextActivities?.category).toEqual([
      expect.objectContaining({ id: 'https://w3id.org/xapi/video' }),
    ]);
    expect(result(seeked)).toEqual({ [EXTENSIONS.timeFrom]: 20, [EXTENSIONS.timeTo]: 50 });
    expect(result(paused)).toMatchObject({
      [EXTENSIONS.time]: 52,
      [EXTENSIONS.playedSegments]: '0[.]20[,]50[.]52',
      [EXTENSIONS.progress]: 0.22,
    });
    expect(interacted?.context?.extensions).toMatchObject({
      [EXTENSIONS.speed]: '2x',
      [EXTENSIONS.volume]: 0.8,
      [EXTENSIONS.ccEnabled]: false,
      // The rendition's height, a number.
      [EXTENSIONS.quality]: 720,
    });
    expect(EXTENSIONS.ccEnabled).toBe('https://w3id.org/xapi/video/extensions/cc-subtitle-enabled');
    expect(completed?.result).toMatchObject({ completion: true, duration: expect.stringMatching(/^PT[\d.]+S$/) });
    expect(result(completed)[EXTENSIONS.progress]).toBe(0.9);
    // The parts played in the order played, with the times the other statements gave.
    expect(result(lastPaused)).toMatchObject({
      [EXTENSIONS.time]: 92,
      [EXTENSIONS.playedSegments]: '0[.]20[,]50[.]52[,]20[.]92',
    });
    expect(result(terminated)[EXTENSIONS.playedSegments]).toBe('0[.]20[,]50[.]52[,]20[.]92');
    expect(new Set(heard.map((statement) => statement.id)).size).toBe(heard.length);
    for (const statement of heard) expect(Date.parse(statement.timestamp ?? '')).not.toBeNaN();
  });

  it('says nothing before the metadata is in, and nothing after terminated', () => {
    const { player, fire, state } = statementPlayer();
    const stream = followStatements(player, followWatched(player, [], 90), subject);
    const heard = statementsOf(stream);
    state.paused = false;
    fire('play');
    expect(heard).toEqual([]);
    fire('loadedmetadata');
    stream.terminate();
    fire('pause');
    expect(heard.map(verbOf)).toEqual(['initialized', 'played', 'paused', 'terminated']);
  });

  it('a visit that resumes: the saved parts come first; the end is a paused; the duration is the time spent playing', () => {
    const { player, fire, playTo, state } = statementPlayer();
    const stream = followStatements(player, followWatched(player, [[0, 30]], 90), subject);
    const heard = statementsOf(stream);
    fire('loadedmetadata');
    state.time = 30;
    state.paused = false;
    fire('play');
    vi.advanceTimersByTime(4_000);
    playTo(40);
    state.paused = true;
    fire('pause');
    // Paused a minute: not time spent watching.
    vi.advanceTimersByTime(60_000);
    state.time = 95;
    state.paused = false;
    fire('play');
    vi.advanceTimersByTime(2_500);
    playTo(100);
    state.paused = true;
    fire('pause');
    fire('ended');
    stream.terminate();
    expect(heard.map(verbOf)).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    const terminated = heard.at(-1);
    expect(result(heard[4])).toMatchObject({
      [EXTENSIONS.time]: 100,
      [EXTENSIONS.playedSegments]: '0[.]30[,]30[.]40[,]95[.]100',
    });
    expect(terminated?.result?.duration).toBe('PT6.5S');
  });

  it('a saved view that came after playback started puts its parts first, and its share in progress', () => {
    const { player, fire, playTo, state } = statementPlayer();
    const watched = followWatched(player, [], 90);
    const stream = followStatements(player, watched, subject);
    const heard = statementsOf(stream);
    fire('loadedmetadata');
    state.paused = false;
    fire('play');
    playTo(10);
    watched.addSaved([[40, 70]]);
    state.paused = true;
    fire('pause');
    expect(result(heard.at(-1))).toMatchObject({
      [EXTENSIONS.playedSegments]: '40[.]70[,]0[.]10',
      [EXTENSIONS.progress]: 0.4,
    });
  });

  it('a stream that takes over (back from the back-forward cache) tells no completed told already; the old one listens no more', async () => {
    const { player, fire, playTo, state, listening } = statementPlayer();
    const watched = followWatched(player, [], 90);
    const before = listening();
    const first = followStatements(player, watched, subject);
    const heard = statementsOf(first);
    fire('loadedmetadata');
    state.paused = false;
    fire('play');
    playTo(95);
    expect(heard.map(verbOf)).toContain('completed');
    first.terminate();
    first.dispose();
    const afterFirst = heard.length;

    const second = followStatements(
      player,
      watched,
      { ...subject, sessionId: 'b4d5c6e7-0000-4000-8000-000000000000' },
      {
        completionTold: true,
      },
    );
    const again = statementsOf(second);
    fire('loadedmetadata');
    playTo(98);
    state.paused = true;
    fire('pause');
    await Promise.resolve();
    expect(again.map(verbOf)).toEqual(['initialized', 'played', 'paused']);
    expect(heard).toHaveLength(afterFirst);
    second.terminate();
    second.dispose();
    // Only the watched progress's own listeners are left.
    expect(listening()).toBe(before);
  });

  it('a source switch (audio mode) sends no seeked, played or paused of its own, and the parts go on where they stood', () => {
    const { player, fire, playTo, state } = statementPlayer();
    const stream = followStatements(player, followWatched(player, [], 90), subject);
    const heard = statementsOf(stream);
    fire('loadedmetadata');
    state.paused = false;
    fire('play');
    playTo(10);
    // The old source is dropped (its time goes to 0 first), the new one starts at 0, then seeks back to 10.
    fire('emptied');
    state.time = 0;
    fire('timeupdate');
    fire('loadstart');
    fire('pause');
    fire('play');
    state.time = 10;
    state.seeking = true;
    fire('seeking');
    state.seeking = false;
    fire('seeked');
    playTo(15);
    stream.terminate();
    expect(heard.map(verbOf)).toEqual(['initialized', 'played', 'paused', 'terminated']);
    expect(result(heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]15');
  });
});
