import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreferenceWriter, loadPreferences, readPreferencesEarly, takePreferences } from './preferences';
import { Storage } from './storage';

async function memoryStorage(): Promise<Storage> {
  vi.stubGlobal('indexedDB', undefined);
  vi.stubGlobal('localStorage', undefined);
  const storage = new Storage('sp_');
  await storage.create();
  return storage;
}

describe('preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are empty until something is remembered', async () => {
    expect(await loadPreferences(await memoryStorage())).toEqual({});
  });

  it('merge each change into what is stored, in order', async () => {
    const storage = await memoryStorage();
    const save = createPreferenceWriter(storage);
    void save({ volume: 0.4, muted: false });
    void save({ playbackRate: 1.5 });
    await save({ captions: 'en', audioMode: true });
    await save({ captions: null });
    expect(await loadPreferences(storage)).toEqual({
      volume: 0.4,
      muted: false,
      playbackRate: 1.5,
      captions: null,
      audioMode: true,
    });
  });

  it('join the changes made while a write is under way: a volume dragged writes a few times, not once per move', async () => {
    const storage = await memoryStorage();
    const set = vi.spyOn(storage, 'set');
    const save = createPreferenceWriter(storage);
    const moves = Array.from({ length: 50 }, (_, step) => save({ volume: step / 50 }));
    await save({ muted: true });
    await Promise.all(moves);
    expect(set.mock.calls.length).toBeLessThanOrEqual(2);
    expect(await loadPreferences(storage)).toEqual({ volume: 49 / 50, muted: true });
  });

  it('drop what storage holds that is not a preference, keeping the rest', async () => {
    const storage = await memoryStorage();
    await storage.set('preferences', { volume: 7, muted: 'yes', playbackRate: 1.25, captions: 'es', extra: '<b>' });
    expect(await loadPreferences(storage)).toEqual({ playbackRate: 1.25, captions: 'es' });
    await storage.set('preferences', 'not an object');
    expect(await loadPreferences(storage)).toEqual({});
    await storage.set('preferences', { audioTrack: { language: 'pt', kind: 'main-desc' }, muted: true });
    expect(await loadPreferences(storage)).toEqual({ audioTrack: { language: 'pt', kind: 'main-desc' }, muted: true });
    await storage.set('preferences', { audioTrack: { language: 7 }, muted: true });
    expect(await loadPreferences(storage)).toEqual({ muted: true });
  });

  it('read at boot are the first player’s, once: a player mounted later reads what is stored then', async () => {
    const storage = await memoryStorage();
    await createPreferenceWriter(storage)({ audioTrack: { language: 'en', kind: 'alternative' } });
    const early = readPreferencesEarly(storage);
    expect(takePreferences(storage)).toBe(early);
    await createPreferenceWriter(storage)({ audioTrack: { language: 'pt', kind: 'main' } });
    const later = takePreferences(storage);
    expect(later).not.toBe(early);
    expect(await later).toEqual({ audioTrack: { language: 'pt', kind: 'main' } });
    // Without a read at boot, a read of its own.
    expect(await takePreferences(await memoryStorage())).toEqual({});
  });
});
