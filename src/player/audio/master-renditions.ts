/**
 * The master's audio renditions as audio mode keeps them (audio-tracks.ts), read from the master's text instead of
 * from VHS: a viewer who starts in audio mode plays no master, yet chooses among its renditions, and the video comes
 * back with the one they chose. The tracks are those VHS would list (one per name, of the kind VHS gives it), the
 * AUDIO groups those VHS would parse; the rendition the viewer remembered is enabled, else the master's default.
 */
import type { MultivariantPlaylist } from '@/services/hls-prefetch/playlists';
import { rememberedRendition, type RenditionChoice } from '@/services/remembered-rendition';
import type { AudioGroups, AudioTrackLike, KeptRenditions } from './audio-tracks';

export function renditionsOfMaster(master: MultivariantPlaylist, remembered?: RenditionChoice): KeptRenditions {
  const groups: AudioGroups = {};
  const tracks = new Map<string, AudioTrackLike>();
  for (const rendition of master.audio) {
    const { name, isDefault, language, characteristics, uri } = rendition;
    (groups[rendition.groupId] ??= {})[name] = {
      default: isDefault,
      ...(language ? { language } : {}),
      ...(characteristics ? { characteristics } : {}),
      ...(uri ? { uri, resolvedUri: uri } : {}),
    };
    if (!tracks.has(name)) tracks.set(name, { label: name, language, kind: rendition.kind, enabled: false });
  }
  const list = [...tracks.values()];
  const byDefault = master.audio.find((rendition) => rendition.isDefault)?.name;
  const enabled =
    (remembered && rememberedRendition(list, remembered)) ?? list.find((track) => track.label === byDefault) ?? list[0];
  if (enabled) enabled.enabled = true;
  return { tracks: list, mediaGroups: { AUDIO: groups } };
}
