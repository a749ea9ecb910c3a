/**
 * The learner's preferences an LMS keeps for every AU (the agent profile `cmi5LearnerPreferences`): only
 * `audioPreference`, 'on' or 'off', is kept. Its `languagePreference` is not read: the UI's language is chosen
 * at boot, before the launch's token and launch data are in (docs/lms.md).
 */
import * as z from 'zod/mini';
import type { LearnerPreferences } from './learner-preferences';

const profileSchema = z.looseObject({
  audioPreference: z.catch(z.optional(z.enum(['on', 'off'])), undefined),
});

/** What the profile document says the widget can honour ({audio: null} for anything that is no profile). */
export function learnerPreferencesOf(document: unknown): LearnerPreferences {
  const profile = profileSchema.safeParse(document).data;
  return { audio: profile?.audioPreference ?? null };
}
