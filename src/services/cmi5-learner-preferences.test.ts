import { describe, expect, it } from 'vitest';
import { learnerPreferencesOf } from './cmi5-learner-preferences';

describe('the learner’s cmi5 preferences', () => {
  it('takes the first of the widget’s languages in the learner’s order, and the audio setting', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR, es-MX,en-US', audioPreference: 'off' })).toEqual({
      language: 'es',
      audio: 'off',
    });
    expect(learnerPreferencesOf({ languagePreference: 'pt-BR', audioPreference: 'on' })).toEqual({ language: 'pt', audio: 'on' });
  });

  it('keeps nothing it cannot honour: another language, another audio value, no profile at all', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR,de', audioPreference: 'loud' })).toEqual({
      language: null,
      audio: null,
    });
    expect(learnerPreferencesOf({ languagePreference: 42 })).toEqual({ language: null, audio: null });
    expect(learnerPreferencesOf('not a profile')).toEqual({ language: null, audio: null });
    expect(learnerPreferencesOf(undefined)).toEqual({ language: null, audio: null });
  });
});
