import { describe, expect, it } from 'vitest';
import { learnerPreferencesOf } from './cmi5-learner-preferences';

describe('the learner’s cmi5 preferences', () => {
  it('keeps the audio setting, and nothing of the language (the UI’s is chosen at boot)', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR, es-MX,en-US', audioPreference: 'off' })).toEqual({ audio: 'off' });
    expect(learnerPreferencesOf({ languagePreference: 'pt-BR', audioPreference: 'on' })).toEqual({ audio: 'on' });
  });

  it('keeps nothing it cannot honour: another audio value, no profile at all', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR,de', audioPreference: 'loud' })).toEqual({ audio: null });
    expect(learnerPreferencesOf({ languagePreference: 42 })).toEqual({ audio: null });
    expect(learnerPreferencesOf('not a profile')).toEqual({ audio: null });
    expect(learnerPreferencesOf(undefined)).toEqual({ audio: null });
  });
});
