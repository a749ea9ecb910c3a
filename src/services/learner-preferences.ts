/**
 * The learner's preferences the widget can honour. Their own module, without the parser of the LMS's profile
 * (cmi5-learner-preferences.ts, with its zod schema), so the first player, which only waits for them, loads
 * that parser only with the cmi5 session's code.
 */

export interface LearnerPreferences {
  /** Whether the lesson starts with sound, or null when the learner has not said. */
  audio: 'on' | 'off' | null;
  /**
   * The learner's languages for the content (captions, audio renditions), most preferred first, as RFC 5646
   * tags; empty when the learner has not said. Never the UI's language, chosen at boot.
   */
  languages: readonly string[];
}

export const NO_LEARNER_PREFERENCES: LearnerPreferences = { audio: null, languages: [] };
