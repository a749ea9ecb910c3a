import { describe, expect, it } from 'vitest';
import { learnerPreferencesOf } from './cmi5-learner-preferences';

describe('the learner’s cmi5 preferences', () => {
  it('keeps the audio setting and the learner’s languages, in their order', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR, es-MX,en-US', audioPreference: 'off' })).toEqual({
      audio: 'off',
      languages: ['fr-FR', 'es-MX', 'en-US'],
    });
    expect(learnerPreferencesOf({ languagePreference: 'pt-BR', audioPreference: 'on' })).toEqual({
      audio: 'on',
      languages: ['pt-BR'],
    });
    expect(learnerPreferencesOf({ languagePreference: 'en' })).toEqual({ audio: null, languages: ['en'] });
  });

  it('keeps the languages that are tags of a list with others that are not', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR, français, en' }).languages).toEqual(['fr-FR', 'en']);
  });

  it('counts a value that is not what cmi5 says as none, keeping the other', () => {
    expect(learnerPreferencesOf({ languagePreference: 'fr-FR,de', audioPreference: 'loud' })).toEqual({
      audio: null,
      languages: ['fr-FR', 'de'],
    });
    expect(learnerPreferencesOf({ languagePreference: 42, audioPreference: 'off' })).toEqual({ audio: 'off', languages: [] });
    expect(learnerPreferencesOf({ languagePreference: '' })).toEqual({ audio: null, languages: [] });
    expect(learnerPreferencesOf({ languagePreference: ' , ' })).toEqual({ audio: null, languages: [] });
    expect(learnerPreferencesOf({ languagePreference: ['fr-FR'] })).toEqual({ audio: null, languages: [] });
    expect(learnerPreferencesOf({ languagePreference: `${'fr-FR,'.repeat(200)}en` })).toEqual({ audio: null, languages: [] });
  });

  it('has none for what is no profile at all', () => {
    expect(learnerPreferencesOf('not a profile')).toEqual({ audio: null, languages: [] });
    expect(learnerPreferencesOf(null)).toEqual({ audio: null, languages: [] });
    expect(learnerPreferencesOf(undefined)).toEqual({ audio: null, languages: [] });
  });
});
