/**
 * The learner's preferences an LMS keeps for every AU (the agent profile `cmi5LearnerPreferences`): its
 * `audioPreference`, 'on' or 'off', and its `languagePreference`, RFC 5646 tags most preferred first, which the
 * player uses for the content's language (captions, audio renditions), never for the UI's, chosen at boot before
 * the launch is in (docs/cmi5.md). A value that is not what cmi5 says counts as none, as a profile that is none.
 */
import * as z from 'zod/mini';
import { languageList } from './language-tags';
import type { LearnerPreferences } from './learner-preferences';

const profileSchema = z.looseObject({
  audioPreference: z.catch(z.optional(z.enum(['on', 'off'])), undefined),
  languagePreference: z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.maxLength(1000)),
        z.transform((value) => languageList(value)),
      ),
    ),
    undefined,
  ),
});

/** What the profile document says the widget can honour ({audio: null, languages: []} for anything that is no profile). */
export function learnerPreferencesOf(document: unknown): LearnerPreferences {
  const profile = profileSchema.safeParse(document).data;
  return { audio: profile?.audioPreference ?? null, languages: profile?.languagePreference ?? [] };
}
