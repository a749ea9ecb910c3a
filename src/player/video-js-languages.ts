/** Video.js's own control labels in the widget's languages, plus ours (labels/*.ts, loaded by video-js-dictionaries.ts). */
import videojs from 'video.js';
import type Player from 'video.js/dist/types/player';
import { languages } from '@/i18n/languages';
import { type Dictionary, loadedVideoJsDictionary } from './video-js-dictionaries';

type PlayerClass = typeof Player;
type Languages = ReturnType<Player['languages']>;

/** The dictionaries registered so far, by language. */
const ours: Record<string, Dictionary> = {};

/**
 * Registers each language with the Video.js labels loaded so far and ours; a player created before its
 * language's dictionary has loaded shows Video.js's English labels (boot waits for it: boot/boot.ts).
 *
 * Not with `videojs.addLanguage`: that keeps them in Video.js's global options, which every player copies
 * into its `playerOptions` and every control deep-copies again with its own options (some 60 copies of the
 * viewer's dictionary, 0.2 MB of heap). Only the player's `languages()` gives them out.
 */
export function registerVideoJsLanguages(): void {
  for (const language of languages) ours[language] = loadedVideoJsDictionary(language);
  mergeLanguagesOncePerPlayer();
}

const merged = new WeakMap<Player, Languages>();
let onceMergedPlayer: PlayerClass | null = null;

/**
 * Video.js deep-merges every registered dictionary again for each label a control localizes
 * (Player#languages, in case a plugin adds a language later): over 10 ms while the player is built. Ours are
 * all registered before any player exists, so each player merges them once.
 */
function mergeLanguagesOncePerPlayer(): void {
  if (onceMergedPlayer) return;
  const VideoJsPlayer = videojs.getComponent('Player') as unknown as PlayerClass;
  onceMergedPlayer = class extends VideoJsPlayer {
    override languages(): Languages {
      let languages = merged.get(this);
      if (!languages) {
        languages = videojs.obj.merge(ours, super.languages()) as Languages;
        merged.set(this, languages);
      }
      return languages;
    }
  };
  videojs.registerComponent('Player', onceMergedPlayer as unknown as Parameters<typeof videojs.registerComponent>[1]);
}
