// @vitest-environment happy-dom
import type { Statement } from '@xapi/xapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import validation from 'xapi-validation';
import { fakePlayer } from '../progress/fake-player';
import { followWatched } from '../progress/watched-progress';
import { followStatements } from './follow-statements';
import { EXTENSIONS, VERBS, VIDEO_ACTIVITY_TYPE } from './video-statement';

vi.mock('../quality/vhs-quality', () => ({ playingQuality: () => ({ id: '720p', label: '720p', auto: true }) }));

/** xapi-validation is CommonJS: its function is the default export's default. */
const validate = ((validation as unknown as { default?: typeof validation }).default ?? validation) as (
  data: unknown,
) => unknown[];

/** The fake player, with what statements read: settings, text tracks and timers. */
function statementPlayer() {
  const fake = fakePlayer(100);
  const tracks = new EventTarget();
  let rate = 1;
  Object.assign(fake.player, {
    one: (event: string, handler: () => void) =>
      (fake.player as unknown as { on(e: string, h: () => void): void }).on(event, handler),
    readyState: () => 0,
    ended: () => false,
    playbackRate: () => rate,
    volume: () => 0.8,
    muted: () => false,
    isFullscreen: () => false,
    textTracks: () => Object.assign(tracks, { length: 0 }),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  });
  return { ...fake, setRate: (value: number) => (rate = value) };
}

const subject = {
  actor: { objectType: 'Agent' as const, account: { homePage: 'https://api.example.com', name: 'aluno-1' } },
  object: {
    objectType: 'Activity' as const,
    id: 'https://api.example.com/videos/seguranca-senhas',
    definition: { type: VIDEO_ACTIVITY_TYPE, name: { 'pt-BR': 'Senhas fortes' } },
  },
  sessionId: '6f1f5d6c-3c1b-4d3e-9a54-7b0e5d8f2a11',
  threshold: 90,
};

const verbOf = (statement: Statement): string =>
  Object.entries(VERBS).find(([, id]) => id === statement.verb.id)?.[0] ?? statement.verb.id;
const result = (statement: Statement | undefined): Record<string, unknown> => statement?.result?.extensions ?? {};

describe('followStatements', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('forms a valid Video Profile statement for each step of a visit, in order, completed once at the threshold', () => {
    const { player, fire, playTo, seek, state, setRate } = statementPlayer();
    const watched = followWatched(player, [], 90);
    const stream = followStatements(player, watched, subject);
    const heard: Statement[] = [];
    stream.onStatement((statement) => heard.push(statement));

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
    const heard: Statement[] = [];
    stream.onStatement((statement) => heard.push(statement));
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
    const heard: Statement[] = [];
    stream.onStatement((statement) => heard.push(statement));
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

  it('a source switch (audio mode) sends no seeked, played or paused of its own, and the parts go on where they stood', () => {
    const { player, fire, playTo, state } = statementPlayer();
    const stream = followStatements(player, followWatched(player, [], 90), subject);
    const heard: Statement[] = [];
    stream.onStatement((statement) => heard.push(statement));
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

  describe('as the media element fires its events', () => {
    /** A stream whose statements are heard, after the metadata, playing from 0. */
    function visit() {
      const fake = statementPlayer();
      const stream = followStatements(fake.player, followWatched(fake.player, [], 90), subject);
      const heard: Statement[] = [];
      stream.onStatement((statement) => heard.push(statement));
      fake.fire('loadedmetadata');
      fake.state.paused = false;
      fake.fire('play');
      return { ...fake, stream, heard, verbs: () => heard.map(verbOf) };
    }
    /** A seek as browsers fire it: seeking, then (seeking over) a timeupdate at the new time, then seeked. */
    const browserSeek = (fake: ReturnType<typeof visit>, to: number) => {
      fake.state.time = to;
      fake.state.seeking = true;
      fake.fire('seeking');
      fake.state.seeking = false;
      fake.fire('timeupdate');
      fake.fire('seeked');
    };

    it("a 'play' that was queued when the statements began (the viewer pressed play as their code came) is no second played", () => {
      const fake = statementPlayer();
      const stream = followStatements(fake.player, followWatched(fake.player, [], 90), subject);
      const heard: Statement[] = [];
      stream.onStatement((statement) => heard.push(statement));
      // play() set paused at once; its 'play' event comes a task later, after initialized saw it playing.
      fake.state.paused = false;
      fake.fire('loadedmetadata');
      fake.fire('play');
      fake.playTo(3);
      fake.state.paused = true;
      fake.fire('pause');
      expect(heard.map(verbOf)).toEqual(['initialized', 'played', 'paused']);
    });

    it("a seek's time-from is where it started, though its own timeupdate comes before seeked", () => {
      const fake = visit();
      fake.playTo(20);
      browserSeek(fake, 50);
      expect(result(fake.heard.at(-1))).toEqual({ [EXTENSIONS.timeFrom]: 20, [EXTENSIONS.timeTo]: 50 });
    });

    it('a seek while paused starts no clock: the duration is the time spent playing', () => {
      const fake = visit();
      vi.advanceTimersByTime(2_000);
      fake.playTo(2);
      fake.state.paused = true;
      fake.fire('pause');
      fake.state.paused = true;
      browserSeek(fake, 40);
      vi.advanceTimersByTime(300_000);
      fake.stream.terminate();
      expect(fake.heard.at(-1)?.result?.duration).toBe('PT2S');
    });

    it("a switch whose 'playing' comes before its restoring seek ends sends no seeked", () => {
      const fake = visit();
      fake.playTo(10);
      fake.fire('emptied');
      fake.state.time = 0;
      fake.fire('timeupdate');
      fake.fire('loadstart');
      // In loadedmetadata: the seek back, then play(); a cached source fires 'playing' at once.
      fake.state.time = 10;
      fake.state.seeking = true;
      fake.fire('seeking');
      fake.fire('play');
      fake.fire('playing');
      fake.state.seeking = false;
      fake.fire('timeupdate');
      fake.fire('seeked');
      fake.playTo(12);
      fake.stream.terminate();
      expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'terminated']);
      expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]12');
    });

    it("the viewer's pause during a switch is sent, and so is the play that resumes a live stream after a reload", () => {
      const fake = visit();
      fake.playTo(10);
      fake.fire('emptied');
      fake.fire('loadstart');
      fake.fire('play'); // the switch's own
      fake.state.paused = true;
      fake.fire('pause'); // the viewer's, before the restore seek landed
      expect(fake.verbs()).toEqual(['initialized', 'played', 'paused']);

      const live = visit();
      live.playTo(5);
      live.state.paused = true;
      live.fire('pause');
      // A reload after an error, paused: a live stream loads nothing (no metadata, no canplay) before play.
      live.fire('emptied');
      live.fire('loadstart');
      live.state.paused = false;
      live.fire('play');
      live.playTo(8);
      live.stream.terminate();
      expect(live.verbs()).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    });

    it('a replay after the end is a played from 0, not a seek the viewer made', () => {
      const fake = visit();
      fake.playTo(100);
      fake.state.paused = true;
      fake.fire('pause');
      fake.fire('ended');
      // play() on ended media seeks to 0 itself.
      fake.state.time = 0;
      fake.state.seeking = true;
      fake.fire('seeking');
      fake.state.paused = false;
      fake.fire('play');
      fake.state.seeking = false;
      fake.fire('timeupdate');
      fake.fire('seeked');
      fake.playTo(3);
      fake.stream.terminate();
      expect(fake.verbs()).toEqual(['initialized', 'played', 'completed', 'paused', 'played', 'paused', 'terminated']);
      expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]100[,]0[.]3');
    });
  });
});
