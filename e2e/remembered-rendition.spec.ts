// Covers the audio rendition a viewer remembered from an earlier visit, on the master with alternate audio: the next
// visit starts on it without downloading any segment of the master's default, neither boot's prefetch (which
// preloads the remembered rendition's first segment instead) nor VHS (which the player moves to it as VHS lists the
// renditions, before it asks for audio).
import type { Page } from '@playwright/test';
import { markAudioSegments, recordAudioSegments, serveAudioMaster } from './audio-master.ts';
import { expect, openPausedPlayer, openPlayer, test, writeStored } from './fixtures.ts';

const DESCRIBED = 'Português (audiodescrição)';

/** The label of the enabled audio track, and of the one VHS plays. */
const playing = (page: Page): Promise<{ enabled: string | null; vhs: string | null }> =>
  page.locator('.player-page .video-js').evaluate((element) => {
    interface Player {
      audioTracks(): ArrayLike<{ label: string; enabled: boolean }>;
      tech(safety: boolean): {
        vhs?: { playlistController_: { mediaTypes_: { AUDIO: { activeTrack(): { id: string } | null } } } };
      };
    }
    const player = (element as HTMLElement & { player: Player }).player;
    return {
      enabled: Array.from(player.audioTracks()).find((track) => track.enabled)?.label ?? null,
      vhs: player.tech(true).vhs?.playlistController_.mediaTypes_.AUDIO.activeTrack()?.id ?? null,
    };
  });

/** A visit after an earlier one (which left the widget's storage) that remembered `preferences`, its audio segments recorded. */
async function visitRemembering(page: Page, url: string, preferences: unknown): Promise<ReturnType<typeof recordAudioSegments>> {
  await openPlayer(page, url);
  await writeStored(page, 'sphere_preferences', preferences);
  // The earlier visit's player, which may still buffer, is gone before recording starts.
  await page.goto('about:blank');
  const segments = recordAudioSegments(page);
  await openPausedPlayer(page, url, { width: 960, height: 540 });
  return segments;
}

test('a viewer who remembered the audio description never downloads a segment of the default: boot preloads the description’s first, and VHS plays it from the start', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  await markAudioSegments(page);
  const segments = await visitRemembering(page, await stack.playerUrl(), {
    audioTrack: { language: 'pt', kind: 'main-desc' },
  });
  await expect.poll(() => playing(page)).toEqual({ enabled: DESCRIBED, vhs: DESCRIBED });
  const others = (by: 'player' | 'boot') => segments.filter((segment) => segment.by === by && segment.rendition !== 'pt-ad');
  expect(others('player'), 'VHS asks for no segment of another rendition, the default’s included').toEqual([]);
  expect(others('boot'), 'nor does boot’s prefetch').toEqual([]);
  expect(segments, 'boot’s prefetch preloads the description’s first segment').toContainEqual({ rendition: 'pt-ad', by: 'boot' });
  expect(segments, 'VHS asks for the description’s segments').toContainEqual({ rendition: 'pt-ad', by: 'player' });
  expect(pageErrors).toEqual([]);
});
