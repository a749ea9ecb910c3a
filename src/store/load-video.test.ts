import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerItem, ViewItem } from '@/services/api-contract';
import { registerProgressSaver } from '@/services/progress-saver';
import { setRuntime } from '@/services/runtime';
import { sampleConfig, sampleItem, sampleLaunch } from '@/testing/fixtures';
import { useAppStore } from './app-store';
import { LEAVE_SAVE_MS } from './item-slice';

/** A token the slice accepts: a JWT's shape, not expired; `n` tells one from another. */
const jwt = (n: number): string =>
  `e30.${Buffer.from(JSON.stringify({ sub: 'ana', n, exp: 4_102_444_800 })).toString('base64url')}.sig`;

describe("the host's loadVideo", () => {
  const state = () => useAppStore.getState();
  let order: string[];
  let settles: (() => void)[];
  let requested: number;

  beforeEach(() => {
    vi.useFakeTimers();
    order = [];
    settles = [];
    requested = 0;
    const api = {
      player: () => {
        requested += 1;
        return Promise.resolve(sampleItem({ id: `item-${requested}` }) as PlayerItem);
      },
      getView: () => Promise.resolve(null as ViewItem | null),
    };
    const token = {
      onSessionEnd: vi.fn(),
      problem: () => null,
      sessionEnded: () => null,
      replace: vi.fn((next: string) => order.push(`replace ${next}`)),
      renewable: () => false,
    };
    // The outbox's flushes end when the test says (a save on its way to the API).
    const outbox = {
      flush: () => {
        order.push('flush');
        return new Promise<void>((resolve) => settles.push(resolve));
      },
    };
    const launch = sampleLaunch();
    setRuntime({ api, token, launch, outbox, errors: { report: vi.fn() } } as unknown as Parameters<typeof setRuntime>[0]);
    state().setConfig(sampleConfig({ SALVAR_VISUALIZACAO: 'S' }));
  });
  afterEach(() => vi.useRealTimers());

  it("saves the shown item's progress and waits for it to be sent before the next item's token replaces its own", async () => {
    const unregister = registerProgressSaver(() => order.push('save'));
    const loading = state().loadVideo(jwt(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['save', 'flush']);
    // The send under way ends; the second flush sends what the save merged meanwhile.
    settles[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['save', 'flush', 'flush']);
    settles[1]!();
    await loading;
    expect(order).toEqual(['save', 'flush', 'flush', `replace ${jwt(1)}`]);
    expect(state().item?.id).toBe('item-1');
    unregister();
  });

  it('goes on without the save once its deadline passed (it stays in the outbox)', async () => {
    const loading = state().loadVideo(jwt(1));
    await vi.advanceTimersByTimeAsync(LEAVE_SAVE_MS - 1);
    expect(order).toEqual(['flush']);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(order).toEqual(['flush', `replace ${jwt(1)}`]);
  });

  it('two at once: the later one wins, whichever save settles first, and the earlier one never loads', async () => {
    const first = state().loadVideo(jwt(1));
    const second = state().loadVideo(jwt(2));
    await vi.advanceTimersByTimeAsync(0);
    // The later one's flushes end first.
    settles[1]!();
    await vi.advanceTimersByTimeAsync(0);
    settles[2]!();
    await second;
    settles[0]!();
    await vi.advanceTimersByTimeAsync(0);
    settles[3]!();
    await first;
    expect(order.filter((step) => step.startsWith('replace'))).toEqual([`replace ${jwt(2)}`]);
    expect(requested).toBe(1);
  });
});
