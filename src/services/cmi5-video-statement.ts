/** A cmi5 defined statement (completed, terminated) that also follows the xAPI Video Profile. Pure. */
import type Cmi5 from '@xapi/cmi5';
import type { Context } from '@xapi/xapi';

/** The Video Profile and its activity type (player/xapi/video-statement.ts names them too; services import no player code). */
const VIDEO_PROFILE = 'https://w3id.org/xapi/video/';
const VIDEO_ACTIVITY_TYPE = `${VIDEO_PROFILE}activity-type/video`;

/** A statement as the cmi5 library types it (it bundles its own @xapi/xapi). */
export type LibStatement = Parameters<Cmi5['sendXapiStatement']>[0];

/**
 * A cmi5 defined statement that also follows the Video Profile: the profile's category and context
 * extensions (session-id, length, completion-threshold) join the launch's, and its object is a video.
 */
export function withVideo(statement: LibStatement, video: Context | undefined): LibStatement {
  if (!video) return statement;
  const context = statement.context ?? {};
  const categories = context.contextActivities?.category ?? [];
  const known = new Set(categories.map((category) => category.id));
  const object = statement.object as { id: string; objectType?: string; definition?: Record<string, unknown> };
  return {
    ...statement,
    object: {
      ...object,
      definition: { ...object.definition, type: (object.definition?.['type'] as string | undefined) ?? VIDEO_ACTIVITY_TYPE },
    } as LibStatement['object'],
    context: {
      ...context,
      contextActivities: {
        ...context.contextActivities,
        category: [
          ...categories,
          ...((video.contextActivities?.category ?? []) as typeof categories).filter((category) => !known.has(category.id)),
        ],
      },
      extensions: {
        ...Object.fromEntries(Object.entries(video.extensions ?? {}).filter(([key]) => key.startsWith(VIDEO_PROFILE))),
        ...context.extensions,
      },
    },
  };
}
