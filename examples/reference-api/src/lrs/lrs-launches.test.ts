// The reference LRS's launches: a request's launch found by its auth token in one look-up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LrsStore } from './lrs-store.ts';

const activityId = 'https://lms.example.com/au/seguranca-senhas';
const actor = (name: string) => ({ objectType: 'Agent', account: { homePage: 'https://lms.example.com', name } });

afterEach(() => vi.restoreAllMocks());

describe('finding a request’s launch', () => {
  it('finds it by its auth token in one look-up, never going through every launch', () => {
    const store = new LrsStore();
    const launches = Array.from({ length: 1_000 }, (_, i) => store.launch({ actor: actor(`learner-${i}`), activityId }));
    for (const launch of launches) launch.fetched = true;
    const walks = (['values', 'entries', 'keys', 'forEach', Symbol.iterator] as const).map((method) =>
      vi.spyOn(Map.prototype, method),
    );
    const wanted = launches[777];
    expect(store.byAuth(`Basic ${wanted?.authToken}`)).toBe(wanted);
    for (const walk of walks) expect(walk).not.toHaveBeenCalled();
  });

  it('finds none for an unknown token, no token, or a launch whose fetch URL has not given its token out', () => {
    const store = new LrsStore();
    const unfetched = store.launch({ actor: actor('ana'), activityId });
    expect(store.byAuth(`Basic ${unfetched.authToken}`)).toBeNull();
    unfetched.fetched = true;
    expect(store.byAuth(`basic  ${unfetched.authToken}`)).toBe(unfetched);
    for (const header of [undefined, '', 'Basic ', 'Basic bm90LWEtdG9rZW4=']) expect(store.byAuth(header)).toBeNull();
  });
});
