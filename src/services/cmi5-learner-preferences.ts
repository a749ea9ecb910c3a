/**
 * The learner's preferences an LMS keeps for every AU (the agent profile `cmi5LearnerPreferences`):
 * `languagePreference`, RFC 5646 tags in the learner's order, and `audioPreference`, 'on' or 'off'. Only what
 * the widget can honour is kept: the first of its languages in the list, and the audio setting.
 */
import * as z from 'zod/mini';
import { languages, type Language } from '@/i18n/languages';

export interface LearnerPreferences {
  /** The learner's first language among the widget's (pt, en, es), or null. */
  language: Language | null;
  /** Whether the lesson starts with sound, or null when the learner has not said. */
  audio: 'on' | 'off' | null;
}

export const NO_LEARNER_PREFERENCES: LearnerPreferences = { language: null, audio: null };

const profileSchema = z.looseObject({
  languagePreference: z.catch(z.optional(z.string().check(z.maxLength(1000))), undefined),
  audioPreference: z.catch(z.optional(z.enum(['on', 'off'])), undefined),
});

/** What the profile document says the widget can honour ({null, null} for anything that is no profile). */
export function learnerPreferencesOf(document: unknown): LearnerPreferences {
  const profile = profileSchema.safeParse(document).data;
  if (!profile) return NO_LEARNER_PREFERENCES;
  const language =
    (profile.languagePreference ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase().split('-')[0])
      .find((base): base is Language => languages.includes(base as Language)) ?? null;
  return { language, audio: profile.audioPreference ?? null };
}
