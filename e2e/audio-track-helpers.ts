// What the audio-track specs share: the player's audio state as VHS sees it, the menu, the source that plays,
// and waits on playback.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { controlBoxes, overflowingX, overlapping } from './layout-checks.ts';
import { currentTime, expect, readStored, wakeControls } from './fixtures.ts';

export interface AudioState {
  /** The labels of the player's audio tracks. */
  tracks: string[];
  /** The label of the enabled one. */
  enabled: string | null;
  /** The id of the track VHS plays, and the URI of the audio playlist its loader has loaded. */
  vhsTrack: string | null;
  vhsPlaylist: string | null;
}

/** The player's audio tracks, and which one VHS plays. */
export const audioState = (page: Page): Promise<AudioState> =>
  page.locator('.player-page .video-js').evaluate((element) => {
    interface Track {
      id: string;
      label: string;
      enabled: boolean;
    }
    interface Player {
      audioTracks(): ArrayLike<Track>;
      tech(safety: boolean): {
        vhs?: {
          playlistController_: {
            mediaTypes_: {
              AUDIO: { activeTrack(): Track | null; activePlaylistLoader?: { media(): { uri: string } | undefined } | null };
            };
          };
        };
      };
    }
    const player = (element as HTMLElement & { player: Player }).player;
    const tracks = Array.from(player.audioTracks());
    const audio = player.tech(true).vhs?.playlistController_.mediaTypes_.AUDIO;
    return {
      tracks: tracks.map((track) => track.label),
      enabled: tracks.find((track) => track.enabled)?.label ?? null,
      vhsTrack: audio?.activeTrack()?.id ?? null,
      vhsPlaylist: audio?.activePlaylistLoader?.media()?.uri ?? null,
    };
  });

export const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

/** The open menu of a menu button's wrapper. */
export const openMenu = (button: Locator): Locator =>
  button.locator('xpath=..').locator('.vjs-menu.vjs-lock-showing .vjs-menu-content');

/** An entry's accessible name: the rendition's, then Video.js's hidden word for the checked one. */
export const entryName = (rendition: string): RegExp => new RegExp(`^${rendition.replace(/[()]/g, '\\$&')}( , selecionada)?$`);

/** The URL of the source the player plays. */
export const playingSource = (scope: Page | FrameLocator): Promise<string> =>
  scope.locator('.player-page .video-js').evaluate((element) => {
    const player = (element as HTMLElement & { player: { currentSource(): { src?: string } } }).player;
    return player.currentSource().src ?? '';
  });

/** Playback goes on: the time moves more than `seconds` from where it is now. */
export async function expectPlaysOn(page: Page, seconds: number): Promise<void> {
  const from = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(from + seconds);
}

/** Chooses a rendition with the mouse, as a viewer does: wakes the bar, opens the menu, clicks the entry. */
export async function chooseWithMouse(page: Page, rendition: string): Promise<void> {
  await wakeControls(page);
  await bar(page).getByRole('button', { name: 'Faixa de áudio' }).click();
  await page
    .locator('.vjs-audio-button .vjs-menu')
    .getByRole('menuitemradio', { name: entryName(rendition) })
    .click();
}

/** The visible name of the focused menu entry (its first text, without Video.js's hidden words), or null. */
export const focusedEntry = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.matches('li.vjs-menu-item')) return null;
    return active.querySelector('.vjs-menu-item-text')?.firstChild?.textContent?.trim() ?? null;
  });

/** The bar fits its frame: nothing past its edges, nothing overlapping, the buttons on one row under the progress bar. */
export async function expectBarFits(page: Page): Promise<void> {
  const fit = await bar(page).evaluate((element) => ({ scroll: element.scrollWidth, width: element.clientWidth }));
  expect(fit.scroll, "the bar's content is not wider than the bar").toBeLessThanOrEqual(fit.width);
  expect(await overflowingX(page), 'nothing sticks out of the frame').toEqual([]);
  expect(overlapping(await controlBoxes(bar(page))), 'no control overlaps another').toEqual([]);
  const play = await bar(page).locator('.vjs-play-control').boundingBox();
  const fullscreen = await bar(page).locator('.vjs-fullscreen-control').boundingBox();
  expect(fullscreen?.y, 'fullscreen is on the row of play').toBe(play?.y);
}

/** The media element's position, pause and readiness. */
export const media = (page: Page): Promise<{ time: number; paused: boolean; ready: number }> =>
  page
    .locator('.video-js video')
    .evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, paused: video.paused, ready: video.readyState }));

/**
 * Waits until the source that now plays has its metadata and stands within half a second of `time`, or, while it plays
 * (`playsOn`), anywhere from half a second before `time` to 5 s after it: polls a second apart under load can miss a
 * half-second window of a source that plays on.
 */
export async function expectAt(page: Page, time: number, message: string, playsOn = false): Promise<void> {
  const ahead = playsOn ? 5 : 0.5;
  await expect
    .poll(
      async () => {
        const now = await media(page);
        return now.ready >= 1 && now.time > time - 0.5 && now.time < time + ahead;
      },
      { message },
    )
    .toBe(true);
}

/** The audio-track preference stored. */
export const storedAudioTrack = async (page: Page): Promise<unknown> =>
  (JSON.parse(await readStored(page, 'sphere_preferences')) as { audioTrack?: unknown }).audioTrack;
