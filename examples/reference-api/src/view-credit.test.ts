import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from './auth.ts';
import { startHarness, type Harness } from './testing/api-harness.ts';
import { advanceClock, CREDIT_MARGIN_S, creditAllowance, creditedRanges, startingClock } from './view-credit.ts';

describe('creditAllowance and creditedRanges', () => {
  it('credits a viewer offline for 10 minutes who watched 10 minutes, and no more than 2× the time away', () => {
    const allowance = creditAllowance(0, 600_000);
    expect(allowance).toBe(1200);
    expect(creditedRanges([[0, 60]], [[0, 660]], allowance, 3600)).toEqual([[60, 660]]);
    expect(creditedRanges([], [[0, 3600]], allowance, 3600)).toEqual([[0, allowance]]);
  });

  it('counts only new time against the allowance, earliest first, within the duration', () => {
    const saved: [number, number][] = [[0, 50]];
    expect(creditedRanges(saved, [[0, 60]], 10, 74)).toEqual([[50, 60]]);
    expect(
      creditedRanges(
        saved,
        [
          [40, 55],
          [60, 100],
        ],
        8,
        74,
      ),
    ).toEqual([
      [50, 55],
      [60, 63],
    ]);
    expect(creditedRanges([], [[0, 100_000]], CREDIT_MARGIN_S, 74)).toEqual([[0, CREDIT_MARGIN_S]]);
  });

  it('without any earlier word of the viewer, allows the margin only; crediting moves the clock at the fastest rate', () => {
    const now = Date.now();
    const clock = startingClock(null, now);
    expect(creditAllowance(clock, now)).toBe(CREDIT_MARGIN_S);
    // 30 s credited at 2×: 15 s of clock, all the allowance there was.
    expect(creditAllowance(advanceClock(clock, CREDIT_MARGIN_S, now), now)).toBe(0);
    expect(advanceClock(clock, 10_000, now)).toBe(now);
  });
});

describe('POST playervisualizacao on the running API', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  type Saved = { progresso: number; intervalos: [number, number][] };
  const save = async (token: string, intervalos: [number, number][], posicao = 0): Promise<Saved> => {
    const response = await harness.post('/api/playervisualizacao', token, { token, posicao, duracao: 74, intervalos });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Item: Saved }).Item;
  };

  it('does not complete a fresh viewer who claims the whole video in one call', async () => {
    const token = await harness.token('forjador');
    const saved = await save(token, [[0, 100_000]], 74);
    // The margin, and twice the second or so since the token was issued (`iat` is in whole seconds).
    expect(saved.intervalos[0]?.[1]).toBeGreaterThanOrEqual(CREDIT_MARGIN_S);
    expect(saved.intervalos[0]?.[1]).toBeLessThan(CREDIT_MARGIN_S + 6);
    expect(saved.progresso).toBeLessThan(50);
  });

  it('credits what was watched offline once the time since the previous save allows it, the rest by later saves', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await harness.token('offline', 'licao-fotossintese', '1h');
    expect((await save(token, [[0, 5]], 5)).intervalos).toEqual([[0, 5]]);
    // Back 35 s later with 0–74 watched at 2×: 2 × 35 s + the margin covers it all.
    vi.setSystemTime(Date.now() + 35_000);
    expect((await save(token, [[0, 74]], 74)).intervalos).toEqual([[0, 74]]);

    const other = await harness.token('offline-curto', 'licao-fotossintese', '1h');
    await save(other, [[0, 5]], 5);
    // 5 s later the clock allows the margin left (25 s) and 2 × 5 s: 35 s of the 69 new; the next saves (the widget
    // resends its union) credit the rest, 2× the time between them.
    vi.setSystemTime(Date.now() + 5_000);
    const cut = (await save(other, [[0, 74]], 74)).intervalos;
    expect(cut[0]?.[1]).toBeGreaterThanOrEqual(40);
    expect(cut[0]?.[1]).toBeLessThanOrEqual(42);
    vi.setSystemTime(Date.now() + 20_000);
    expect((await save(other, [[0, 74]], 74)).intervalos).toEqual([[0, 74]]);
  });

  it('gives saves sent back to back one allowance between them, not a margin each', async () => {
    const token = await harness.token('rajada');
    let saved: Saved | undefined;
    for (let i = 0; i < 5; i++) saved = await save(token, [[0, 100_000]], 74);
    // The margin, and twice the second or so since the token was issued: never the 5 × 30 s of five margins.
    expect(saved?.intervalos[0]?.[1]).toBeLessThan(CREDIT_MARGIN_S + 6);
    expect(saved?.progresso).toBeLessThan(50);
  });

  it('credits a first save by the time since the session’s token was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await signToken(harness.options.jwtSecret, { user: 'desde-o-token', videoId: 'licao-fotossintese' });
    vi.setSystemTime(Date.now() + 40_000);
    expect((await save(token, [[0, 80]], 74)).progresso).toBe(100);
  });

  it('credits an honest viewer saving every 10 s at 2× in full', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await harness.token('rapida');
    let saved: Saved | undefined;
    for (let second = 20; second <= 74; second += 20) {
      vi.setSystemTime(Date.now() + 10_000);
      saved = await save(token, [[0, second]], second);
    }
    expect(saved?.intervalos).toEqual([[0, 60]]);
  });
});
