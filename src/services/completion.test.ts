import { describe, expect, it } from 'vitest';
import { completion, completionThreshold, DEFAULT_COMPLETION_THRESHOLD } from './completion';
import { RangeTracker, type Range } from './watched-ranges';

const DURATION = 100;
/** Chromium's timeupdate cadence while playing, in ms of wall clock. */
const TICK_S = 0.25;

/** A viewer's playback, as the widget's tracker hears it from the player's events. */
class Viewer {
  readonly tracker = new RangeTracker();
  position = 0;

  /** Plays for `seconds` of media at `rate` (timeupdates every 250 ms of wall clock). */
  play(seconds: number, rate = 1): this {
    const target = Math.min(DURATION, this.position + seconds);
    this.tracker.played(this.position);
    while (this.position < target) {
      this.position = Math.min(target, this.position + TICK_S * rate);
      this.tracker.played(this.position);
    }
    return this;
  }

  /** A seek (the scrubber, a key, the host's seek): 'seeking' interrupts, then the first timeupdate lands. */
  seek(to: number): this {
    this.position = Math.min(DURATION, Math.max(0, to));
    // Right after a timeupdate: no time played since, so only the very same position continues the range.
    this.tracker.seek(this.position, 0);
    this.tracker.played(this.position);
    return this;
  }

  /** Pauses: the pause lands between two timeupdates. */
  pause(): this {
    this.tracker.reached(this.position);
    return this;
  }

  ranges(): Range[] {
    return this.tracker.snapshot();
  }
}

describe('completion', () => {
  it('counts only what was played: a seek to the end neither adds the skipped part nor completes', () => {
    const viewer = new Viewer().play(10).seek(99).play(1);
    const result = completion(viewer.ranges(), DURATION);
    expect(result.watchedSeconds).toBeCloseTo(11, 1);
    expect(result.percent).toBeCloseTo(11, 0);
    expect(result.completed).toBe(false);
  });

  it('gives nothing for rapid seeking back and forth, in big jumps or in skips smaller than a timeupdate', () => {
    const viewer = new Viewer().play(5);
    for (let i = 0; i < 200; i++) viewer.seek(i % 2 === 0 ? 90 : 5);
    for (let to = 5; to <= 100; to += 0.3) viewer.seek(to);
    const result = completion(viewer.ranges(), DURATION);
    expect(result.watchedSeconds).toBeCloseTo(5, 1);
    expect(result.completed).toBe(false);
  });

  it('counts media seconds at 2× rate, so the whole lesson at 2× completes it', () => {
    const viewer = new Viewer().play(40, 2);
    expect(completion(viewer.ranges(), DURATION).watchedSeconds).toBeCloseTo(40, 1);
    viewer.play(60, 2);
    const result = completion(viewer.ranges(), DURATION);
    expect(result.percent).toBe(100);
    expect(result.completed).toBe(true);
  });

  it('joins a visit paused, saved and resumed after a reload with the saved ranges', () => {
    const first = new Viewer().play(50).pause();
    const saved = completion(first.ranges(), DURATION).ranges;
    const second = new Viewer().seek(50).play(40).pause();
    const result = completion([...saved, ...second.ranges()], DURATION);
    expect(result.watchedSeconds).toBeCloseTo(90, 1);
    expect(result.ranges).toEqual([[0, 90]]);
    expect(result.completed).toBe(true);
  });

  it('keeps one range through the player’s own seek to where playback stands (a rendition or source switch)', () => {
    const viewer = new Viewer().play(10);
    // A seek to the time playback reached since the last timeupdate (0.2 s ago at 1×) continues the range.
    viewer.tracker.seek(10.2, 0.2);
    viewer.position = 10.2;
    viewer.play(10);
    expect(viewer.ranges()).toEqual([[0, 20.2]]);
    // The same allowance is no skip: a seek further than what was played starts a new range.
    viewer.tracker.seek(21, 0.2);
    viewer.position = 21;
    viewer.play(1);
    expect(viewer.ranges()).toEqual([
      [0, 20.2],
      [21, 22],
    ]);
  });

  it('counts overlapping ranges from two devices once', () => {
    const phone: Range[] = [
      [0, 40],
      [60, 70],
    ];
    const laptop: Range[] = [
      [30, 65],
      [80, 85],
    ];
    const result = completion([...phone, ...laptop], DURATION);
    expect(result.ranges).toEqual([
      [0, 70],
      [80, 85],
    ]);
    expect(result.watchedSeconds).toBe(75);
    expect(result.completed).toBe(false);
  });

  it('completes at the threshold and not a tenth before', () => {
    expect(completion([[0, 89.8]], DURATION).completed).toBe(false);
    expect(completion([[0, 90]], DURATION).completed).toBe(true);
    expect(completion([[0, 50]], DURATION, 50).completed).toBe(true);
  });

  it('does not round a share up to the threshold: 89.95 % is neither complete nor reported as 90', () => {
    expect(completion([[0, 89.95]], DURATION)).toMatchObject({ percent: 89.9, completed: false });
    expect(completion([[0, 99.951]], DURATION, 100)).toMatchObject({ percent: 99.9, completed: false });
    // Shares that float arithmetic puts a hair off still read as they are.
    expect(completion([[0, 0.3 * 300]], 300, 30)).toMatchObject({ percent: 30, completed: true });
    expect(completion([[0, 70]], 70 / 0.9, 90)).toMatchObject({ percent: 90, completed: true });
  });

  it('goes on counting after hundreds of skips (a held arrow key) in one visit', () => {
    const tracker = new RangeTracker();
    let position = 0;
    const playFor = (seconds: number): void => {
      const end = position + seconds;
      while (position < end) tracker.played((position = Math.min(end, position + TICK_S)));
    };
    tracker.played(0);
    playFor(10);
    for (let skip = 0; skip < 450; skip++) {
      position += 5;
      tracker.seek(position, 0);
      tracker.played(position);
    }
    playFor(600);
    const result = completion(tracker.snapshot(), 3600);
    expect(result.watchedSeconds).toBe(610);
    expect(result.ranges.at(-1)).toEqual([position - 600, position]);
  });

  it('clips ranges to the duration and ignores invalid ones', () => {
    const result = completion(
      [
        [-5, 10],
        [95, 400],
        [20, 10],
        [Number.NaN, 3],
      ],
      DURATION,
    );
    expect(result.ranges).toEqual([
      [0, 10],
      [95, 100],
    ]);
    expect(result.watchedSeconds).toBe(15);
  });

  it('never completes without a duration (a live stream, metadata not loaded)', () => {
    expect(completion([[0, 50]], 0)).toMatchObject({ percent: 0, completed: false });
    expect(completion([[0, 50]], Number.NaN)).toMatchObject({ percent: 0, completed: false });
  });
});

describe('completionThreshold', () => {
  it('takes the embed’s, then the item’s, then 90 %', () => {
    expect(completionThreshold(70, 50)).toBe(50);
    expect(completionThreshold(70, 95)).toBe(95);
    expect(completionThreshold(70, null)).toBe(70);
    expect(completionThreshold(undefined, undefined)).toBe(DEFAULT_COMPLETION_THRESHOLD);
  });

  it('ignores thresholds that are not a percentage above 0', () => {
    expect(completionThreshold(0, 101)).toBe(DEFAULT_COMPLETION_THRESHOLD);
    expect(completionThreshold(Number.NaN, -3)).toBe(DEFAULT_COMPLETION_THRESHOLD);
  });
});
