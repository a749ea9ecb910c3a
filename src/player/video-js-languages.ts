/** Video.js's own control labels in the widget's languages, plus ours (labels/*.ts, loaded by video-js-dictionaries.ts). */
import videojs from 'video.js';
import type Player from 'video.js/dist/types/player';
import { languages } from '@/i18n/languages';
import { loadedVideoJsDictionary } from './video-js-dictionaries';

/**
 * Registers each language with the Video.js labels loaded so far and ours; a player created before its
 * language's dictionary has loaded shows Video.js's English labels (boot waits for it: boot/boot.ts).
 */
export function registerVideoJsLanguages(): void {
  for (const language of languages) {
    videojs.addLanguage(language, loadedVideoJsDictionary(language));
  }
  mergeLanguagesOncePerPlayer();
}

type PlayerClass = typeof Player;
type Languages = ReturnType<Player['languages']>;
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
        languages = super.languages();
        merged.set(this, languages);
      }
      return languages;
    }
  };
  videojs.registerComponent('Player', onceMergedPlayer as unknown as Parameters<typeof videojs.registerComponent>[1]);
}
