import { describe, expect, it, vi } from 'vitest';
import { fakePlayer } from './fake-player';
import { followWatched } from './watched-progress';

describe('followWatched: a saved view that comes after playback started (its read was slow)', () => {
  it('joins its ranges: the union counts them, and this visit’s crossing is told once', () => {
    const { player, playTo, seek } = fakePlayer(100);
    const watched = followWatched(player, [], 80);
    const completed = vi.fn();
    watched.onCompleted(completed);
    seek(50);
    playTo(60);
    expect(watched.current()).toMatchObject({ watchedSeconds: 10, completed: false });
    watched.addSaved([[0, 50]]);
    expect(watched.saved).toEqual([[0, 50]]);
    expect(watched.current()).toMatchObject({ watchedSeconds: 60, ranges: [[0, 60]] });
    expect(completed).not.toHaveBeenCalled();
    playTo(81);
    expect(completed).toHaveBeenCalledTimes(1);
    expect(watched.current()).toMatchObject({ percent: 81, completed: true });
  });

  it('a lesson its ranges complete alone was completed before: onCompletedBefore hears it, onCompleted does not', () => {
    const { player, playTo } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    const completed = vi.fn();
    const before = vi.fn();
    watched.onCompleted(completed);
    const stop = watched.onCompletedBefore(before);
    playTo(3);
    expect(before).not.toHaveBeenCalled();
    watched.addSaved([[0, 95]]);
    expect(before).toHaveBeenCalledTimes(1);
    expect(watched.completedBefore()).toBe(true);
    expect(watched.current().completed).toBe(true);
    playTo(100);
    expect(completed).not.toHaveBeenCalled();
    // Once: more saved ranges, or a listener that unsubscribes, change nothing.
    watched.addSaved([[95, 100]]);
    expect(before).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells onCompletedBefore at once when the saved ranges already complete the lesson, and never for this visit’s', () => {
    const done = followWatched(fakePlayer(100).player, [[0, 95]], 90);
    const heard = vi.fn();
    done.onCompletedBefore(heard);
    expect(heard).toHaveBeenCalledTimes(1);

    const { player, playTo } = fakePlayer(100);
    const fresh = followWatched(player, [], 90);
    const never = vi.fn();
    fresh.onCompletedBefore(never);
    playTo(100);
    expect(fresh.current().completed).toBe(true);
    expect(never).not.toHaveBeenCalled();
  });

  it('ignores an empty view', () => {
    const { player, playTo } = fakePlayer(100);
    const watched = followWatched(player, [[0, 10]], 90);
    playTo(5);
    watched.addSaved([]);
    expect(watched.saved).toEqual([[0, 10]]);
  });
});
