/**
 * The script-tag build (`sphere-player.js`) defines `window.SpherePlayer`. Reference this file to type it:
 * `/// <reference types="@sphere/host-sdk/global" />`.
 */
import type * as SpherePlayerModule from '@sphere/host-sdk';

declare global {
  interface Window {
    SpherePlayer: typeof SpherePlayerModule;
  }
  const SpherePlayer: typeof SpherePlayerModule;
}

export {};
