/**
 * Typed handles on Video.js's menu classes, which the build moves out of the first load
 * (scripts/video-js-later.ts, with their styles: scripts/video-js-css.ts): importing this module brings them
 * in first, then the widget's own styles for the menus. Only the later controls (complete-control-bar.ts)
 * import it.
 */
import '@/player/engine/video-js-later';
import '@/player/engine/video-js-later.css';
import './control-bar-menus.css';
import videojs from 'video.js';
import type { Constructor, MenuButtonInstance, MenuItemInstance } from './video-js-components';

export const MenuButton = videojs.getComponent('MenuButton') as unknown as Constructor<MenuButtonInstance>;
export const MenuItem = videojs.getComponent('MenuItem') as unknown as Constructor<MenuItemInstance>;
/** Video.js's menu of the item's audio tracks (the HLS alternate audio renditions VHS reports). */
export const AudioTrackButton = videojs.getComponent('AudioTrackButton') as unknown as Constructor<MenuButtonInstance>;
