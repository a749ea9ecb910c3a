// @vitest-environment happy-dom
// The statements as the media element really fires its events: a seek's own timeupdate, seeks while paused,
// source switches whose 'playing' comes early, the viewer's acts during a switch, the replay after the end.
import type { Statement } from '@xapi/xapi';
import { afterEach, beforeEach, expect, it, vi, describe } from 'vitest';
import { followWatched } from '../progress/watched-progress';
import { switchSource } from '../switch-source';
import { followStatements } from './follow-statements';
import { result, statementPlayer, subject, verbOf } from './statement-test-player';
import { EXTENSIONS } from './video-statement';

vi.mock('../quality/vhs-quality', () => ({ playingQuality: () => ({ id: '720p', label: '720p', auto: true }) }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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
    live.fire('playing');
    live.playTo(8);
    live.stream.terminate();
    expect(live.verbs()).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    expect(result(live.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]5[,]5[.]8');
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

  /**
   * A switch to the MP3 as switch-source.ts makes it on this player: the player reads the switch's state until
   * it restores; Video.js shows the media playing until the media's play or pause events say otherwise.
   */
  const switchToMp3 = (fake: ReturnType<typeof visit>) => {
    let shownPlaying = !fake.state.paused;
    Object.assign(fake.player, {
      src: () => undefined,
      trigger: (event: string) => fake.fire(event),
      hasClass: (name: string) => name === 'vjs-playing' && shownPlaying,
      tech: () => ({
        paused: () => fake.state.paused,
        trigger: (event: string) => {
          if (event === 'pause') shownPlaying = false;
          fake.fire(event);
        },
      }),
      audioTracks: () => [],
      play: () => {
        fake.state.paused = false;
        return Promise.resolve();
      },
      pause: () => {
        shownPlaying = false;
        fake.state.paused = true;
      },
    });
    switchSource(
      fake.player,
      { src: 'https://media/audio.mp3', type: 'audio/mpeg' },
      { time: fake.state.time, rate: 1, paused: fake.state.paused },
    );
    /** The MP3's load: emptied, the time to 0, loadstart, paused and silent about it. */
    const load = () => {
      fake.fire('emptied');
      Object.assign(fake.state, { time: 0, paused: true });
      fake.fire('timeupdate');
      fake.fire('loadstart');
    };
    /** Its metadata: the restore seeks back to `to` (the fake's time is the media's: set here, as the seek lands). */
    const restore = (to: number) => {
      fake.fire('loadedmetadata');
      browserSeek(fake, to);
    };
    return { load, restore };
  };

  it("a seek made as a switch starts is sent as seeked at the restore, and the old source's last timeupdate adds no part played up to it", () => {
    const fake = visit();
    fake.playTo(10);
    const { load, restore } = switchToMp3(fake);
    // The host seeks at once (its commands come one after another); the old source's last timeupdate follows.
    fake.player.currentTime(50);
    fake.fire('timeupdate');
    load();
    restore(50);
    fake.fire('play');
    fake.fire('playing');
    fake.playTo(55);
    fake.stream.terminate();
    expect(fake.verbs()).toEqual(['initialized', 'played', 'seeked', 'paused', 'terminated']);
    expect(result(fake.heard[2])).toEqual({ [EXTENSIONS.timeFrom]: 10, [EXTENSIONS.timeTo]: 50 });
    expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]50[.]55');
  });

  it('seeks while a paused switch loads are one seeked at the restore, from where it stood; a seek back there is none', () => {
    const fake = visit();
    fake.playTo(10);
    fake.state.paused = true;
    fake.fire('pause');
    const { load, restore } = switchToMp3(fake);
    load();
    fake.player.currentTime(30);
    fake.player.currentTime(50);
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused']);
    restore(50);
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'seeked']);
    expect(result(fake.heard.at(-1))).toEqual({ [EXTENSIONS.timeFrom]: 10, [EXTENSIONS.timeTo]: 50 });

    const back = switchToMp3(fake);
    back.load();
    fake.player.currentTime(20);
    fake.player.currentTime(50.01);
    back.restore(50.01);
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'seeked']);
  });

  it("the viewer's pause while a switch loads is sent, and so is their next play; the media's own pause then is not", () => {
    const fake = visit();
    fake.playTo(10);
    const { load, restore } = switchToMp3(fake);
    load();
    fake.fire('pause'); // the media's, as its source changes: the switch still plays
    expect(fake.verbs()).toEqual(['initialized', 'played']);
    fake.player.pause(); // the viewer's, from the bar
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused']);
    expect(result(fake.heard.at(-1))[EXTENSIONS.time]).toBe(10);
    restore(10);
    fake.state.paused = false;
    fake.fire('play');
    fake.playTo(14);
    fake.stream.terminate();
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]14');
  });

  it("a play while a paused switch loads is a played, and the restore's own seek is no seeked from where it stood to there", () => {
    const fake = visit();
    fake.playTo(10);
    fake.state.paused = true;
    fake.fire('pause');
    const { load, restore } = switchToMp3(fake);
    load();
    // The viewer's pause (the switch is paused already), then play: the media plays the new source before its metadata.
    fake.player.pause();
    void fake.player.play();
    fake.fire('play');
    restore(10);
    fake.fire('playing');
    fake.playTo(14);
    fake.stream.terminate();
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]14');
    // A seek before that play is one seeked, from where the switch stood, sent before the played (none at the restore).
    const sought = visit();
    sought.playTo(10);
    const next = switchToMp3(sought);
    next.load();
    sought.player.pause();
    sought.player.currentTime(50);
    void sought.player.play();
    sought.fire('play');
    next.restore(50);
    expect(sought.verbs()).toEqual(['initialized', 'played', 'paused', 'seeked', 'played']);
    expect(result(sought.heard.at(-2))).toEqual({ [EXTENSIONS.timeFrom]: 10, [EXTENSIONS.timeTo]: 50 });
  });

  it("after the viewer's play in a switch, a switch that starts as it loads takes the media's pause as its load's", () => {
    const fake = visit();
    fake.playTo(10);
    fake.state.paused = true;
    fake.fire('pause');
    const { load, restore } = switchToMp3(fake);
    load();
    void fake.player.play();
    fake.fire('play');
    // Audio mode turned off as the MP3 loads: the video's switch restores instead, playing.
    switchSource(fake.player, { src: 'https://media/hls/master.m3u8', type: 'application/x-mpegURL' });
    load();
    fake.fire('pause');
    restore(10);
    fake.fire('play');
    fake.playTo(14);
    fake.stream.terminate();
    expect(fake.verbs()).toEqual(['initialized', 'played', 'paused', 'played', 'paused', 'terminated']);
    expect(result(fake.heard.at(-1))[EXTENSIONS.playedSegments]).toBe('0[.]10[,]10[.]14');
  });
});
