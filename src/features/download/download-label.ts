/**
 * The wording of the download menu's options. Where the viewer has audio renditions to choose among, an option names
 * the audio its file holds when that is known: the MP3 holds the master's default rendition ('Áudio (Português)'),
 * an MP4 the language the item says (`idiomaOriginal`, `idiomaProgressivo`: the widget does not read the files), as
 * 'Original (Português)'. Otherwise, and with one audio, the option is plain ('Audio', 'Original').
 */
import type { PlayerItem } from '@/services/api-contract';
import { firstInLanguages, isLanguageTag, primaryLanguage } from '@/services/language-tags';
import type { AudioRenditionName } from '@/store/player-slice';
import type { DownloadQuality } from './download-api';

/** A label as a message key and the name it holds, if any ('download_original_named', 'Português'). */
export interface DownloadLabel {
  key: string;
  name?: string;
}

const plainKeys: Record<DownloadQuality, string> = {
  alta: 'download_original',
  baixa: 'download_processed',
  audio: 'download_audio',
};
const namedKeys: Record<DownloadQuality, string> = {
  alta: 'download_original_named',
  baixa: 'download_processed_named',
  audio: 'download_audio_named',
};

/** The option's label, for the viewer's language (`language`: 'pt', 'en' or 'es'). */
export function downloadLabel(
  quality: DownloadQuality,
  item: Pick<PlayerItem, 'idiomaOriginal' | 'idiomaProgressivo'> | null,
  renditions: readonly AudioRenditionName[],
  language: string,
): DownloadLabel {
  const name = audioName(quality, item, renditions, language);
  return name ? { key: namedKeys[quality], name } : { key: plainKeys[quality] };
}

function audioName(
  quality: DownloadQuality,
  item: Pick<PlayerItem, 'idiomaOriginal' | 'idiomaProgressivo'> | null,
  renditions: readonly AudioRenditionName[],
  language: string,
): string | null {
  // None with one audio: the store holds renditions only where there are several to choose among.
  if (renditions.length === 0) return null;
  if (quality === 'audio') return renditions.find((rendition) => rendition.main)?.name ?? null;
  const fileLanguage = quality === 'alta' ? item?.idiomaOriginal : item?.idiomaProgressivo;
  return fileLanguage ? languageName(fileLanguage, renditions, language) : null;
}

/**
 * What a file's language is called beside the renditions: the name the master gives the rendition of that language
 * (the one the 'Faixa de áudio' menu shows; never an audio description's, the main one first; the same tag, else
 * the same language), else the language's own name in the viewer's language ('Português', 'English'); null for a
 * tag that names no language: no language tag, or 'und' (undetermined).
 */
export function languageName(tag: string, renditions: readonly AudioRenditionName[], language: string): string | null {
  const wanted = tag.trim();
  if (!isLanguageTag(wanted) || primaryLanguage(wanted) === 'und') return null;
  const spoken = renditions.filter((rendition) => !rendition.describesVideo).sort((a, b) => Number(b.main) - Number(a.main));
  const match = firstInLanguages(spoken, (rendition) => rendition.language, [wanted]);
  if (match) return match.name;
  const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(primaryLanguage(wanted));
  return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : null;
}
