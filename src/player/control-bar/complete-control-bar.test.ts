// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { completeControlBar } from './complete-control-bar';
import { completeControlBarLater } from './complete-control-bar-later';
import { controlBarOrder, firstControls } from './control-bar-order';

let player: VideoJsPlayer;

const titleCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const barNames = (): string[] => (player.getChild('ControlBar')!.children() as { name(): string }[]).map((child) => child.name());
const barElements = (): Element[] => [...player.getChild('ControlBar')!.el().children];
/** Lets the animation frame and the task after it run (Video.js falls back to timers in happy-dom). */
const nextFrames = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 60));

beforeEach(() => {
  useAppStore.setState({ config: sampleConfig(), item: sampleItem() });
  const video = document.createElement('video');
  document.body.appendChild(video);
  player = videojs(video, {
    textTrackSettings: false,
    controlBar: { children: [...firstControls], skipButtons: { forward: 10, backward: 10 } },
  });
});

afterEach(() => {
  if (!player.isDisposed()) player.dispose();
  document.body.replaceChildren();
});

describe('completeControlBar', () => {
  it('the player starts with the first controls only: no menu, no feature button', () => {
    expect(barNames()).toEqual(firstControls.map(titleCase));
    expect(firstControls).toEqual([
      'playToggle',
      'skipBackward',
      'skipForward',
      'volumePanel',
      'currentTimeDisplay',
      'timeDivider',
      'durationDisplay',
      'progressControl',
      'LiveEdgeButton',
      'remainingTimeDisplay',
      'fullscreenToggle',
    ]);
  });

  it('adds the later controls in the order of the list, in the components and in the DOM', () => {
    completeControlBar(player);
    expect(barNames()).toEqual(controlBarOrder.map(titleCase));
    const bar = player.getChild('ControlBar')!;
    const elements = barElements();
    controlBarOrder.forEach((name, index) => {
      const child = bar.getChild(name)!;
      expect(elements[index], name).toBe(child.el());
    });
    // As Video.js's own children, each is reachable as a property of the bar too.
    expect((bar as unknown as Record<string, unknown>)['ResolutionMenuButton']).toBe(bar.getChild('ResolutionMenuButton'));
  });

  it("adds the caption settings dialog, as the player's textTrackSettings, before the captions menu that offers it", () => {
    expect(player.getChild('textTrackSettings')).toBeUndefined();
    completeControlBar(player);
    const settings = player.getChild('textTrackSettings');
    expect(settings?.name()).toBe('TextTrackSettings');
    expect((player as unknown as { textTrackSettings: unknown }).textTrackSettings).toBe(settings);
    expect(settings?.el().getAttribute('role')).toBe('dialog');
    const captions = player.getChild('ControlBar')!.getChild('subsCapsButton') as unknown as { items: { name(): string }[] };
    expect(captions.items.map((item) => item.name())).toContain('CaptionSettingsMenuItem');
    completeControlBar(player);
    expect(player.el().querySelectorAll('.vjs-text-track-settings')).toHaveLength(1);
  });

  it('adds nothing twice, and nothing once the player is disposed', () => {
    completeControlBar(player);
    completeControlBar(player);
    expect(barNames()).toHaveLength(controlBarOrder.length);
    player.dispose();
    expect(() => completeControlBar(player)).not.toThrow();
  });
});

describe('completeControlBarLater', () => {
  it('completes the bar a frame after the first frame, not before', async () => {
    const later = completeControlBarLater(player);
    await nextFrames();
    expect(barNames()).toHaveLength(firstControls.length);
    later.whenLoaded();
    expect(barNames()).toHaveLength(firstControls.length);
    await vi.waitFor(() => expect(barNames()).toEqual(controlBarOrder.map(titleCase)));
  });

  it('completes the bar once playback is under way, or an error comes, before the first frame', async () => {
    completeControlBarLater(player);
    // An autoplay's 'play' comes before the first frame: not yet.
    player.trigger('play');
    await nextFrames();
    expect(barNames()).toHaveLength(firstControls.length);
    player.trigger('playing');
    await vi.waitFor(() => expect(barNames()).toEqual(controlBarOrder.map(titleCase)));

    player.dispose();
    const video = document.createElement('video');
    document.body.appendChild(video);
    player = videojs(video, { controlBar: { children: [...firstControls] } });
    completeControlBarLater(player);
    player.trigger('error');
    await vi.waitFor(() => expect(barNames()).toEqual(controlBarOrder.map(titleCase)));
  });

  it('adds nothing when the player is disposed before its frame comes', async () => {
    const later = completeControlBarLater(player);
    const addChild = vi.spyOn(player.getChild('ControlBar')!, 'addChild');
    later.whenLoaded();
    player.dispose();
    await nextFrames();
    expect(addChild).not.toHaveBeenCalled();
  });
});
