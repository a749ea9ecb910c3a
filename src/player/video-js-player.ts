/** The Video.js player type, shared by the player's modules (a module of its own, so none imports create-player.ts for it). */
import type Player from 'video.js/dist/types/player';

export type VideoJsPlayer = Player;
