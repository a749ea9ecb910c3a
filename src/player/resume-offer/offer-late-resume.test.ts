// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { sampleItem } from '@/testing/fixtures';
import type { VideoJsPlayer } from '../video-js-player';
import { offerLateResume } from './offer-late-resume';

type Handler = (event: { type: string }) => void;

/** A player with a clock the test moves, and Video.js's on/off/one and localize. */
function fakePlayer(duration = 75) {
  const root = document.createElement('div');
  root.tabIndex = -1;
  document.body.append(root);
  const handlers = new Map<string, Set<Handler>>();
  let time = 0;
  let paused = false;
  const types = (type: string | string[]) => (Array.isArray(type) ? type : [type]);
  const player = {
    el: () => root,
    duration: () => duration,
    currentTime: (seconds?: number) => (seconds === undefined ? time : void (time = seconds)),
    paused: () => paused,
    play: vi.fn(() => {
      paused = false;
      return Promise.resolve();
    }),
    localize: (text: string, tokens: string[] = []) => (text === 'Close' ? 'Fechar' : text.replace('{1}', tokens[0] ?? '')),
    on: (type: string | string[], handler: Handler) =>
      types(type).forEach((t) => handlers.set(t, (handlers.get(t) ?? new Set()).add(handler))),
    off: (type: string | string[], handler: Handler) => types(type).forEach((t) => handlers.get(t)?.delete(handler)),
    one: (type: string, handler: Handler) => player.on(type, handler),
  };
  const trigger = (type: string): void => [...(handlers.get(type) ?? [])].forEach((handler) => handler({ type }));
  return {
    player: player as unknown as VideoJsPlayer,
    root,
    trigger,
    playAt: (seconds: number) => {
      time = seconds;
      trigger('timeupdate');
    },
    pause: () => (paused = true),
    listeners: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const offer = (root: HTMLElement) => root.querySelector<HTMLElement>('.sp-resume-offer');
const take = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.sp-resume-offer-take');

describe('offerLateResume', () => {
  const item = sampleItem();
  beforeEach(() => useAppStore.setState({ item, resumeOffer: null }));
  afterEach(() => document.body.replaceChildren());

  it('offers the late position in a live region when it comes; taking it seeks there, plays and ends the offer', () => {
    const { player, root, pause } = fakePlayer();
    const detach = offerLateResume(player, item);
    expect(offer(root)?.getAttribute('aria-live')).toBe('polite');
    expect(offer(root)?.children).toHaveLength(0);

    useAppStore.setState({ resumeOffer: 50 });
    expect(take(root)?.textContent).toBe('Continuar de 0:50');
    expect(root.querySelector('.sp-resume-offer-close')?.getAttribute('aria-label')).toBe('Fechar');
    expect(root.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Continuar de onde parou');
    pause();
    take(root)!.focus();
    take(root)!.click();
    expect(player.currentTime()).toBe(50);
    expect(player.play).toHaveBeenCalledOnce();
    expect(offer(root)?.children).toHaveLength(0);
    expect(useAppStore.getState().resumeOffer).toBeNull();
    // The focus stays in the player.
    expect(document.activeElement).toBe(root);
    detach();
    expect(offer(root)).toBeNull();
  });

  it('ends when the viewer closes it, plays up to it or the video ends; a seek before it keeps it', () => {
    const { player, root, playAt, trigger, listeners } = fakePlayer();
    const detach = offerLateResume(player, item);
    const idle = listeners();
    useAppStore.setState({ resumeOffer: 50 });
    root.querySelector<HTMLButtonElement>('.sp-resume-offer-close')!.click();
    expect(useAppStore.getState().resumeOffer).toBeNull();
    expect(player.currentTime()).toBe(0);
    expect(listeners()).toBe(idle);

    useAppStore.setState({ resumeOffer: 50 });
    playAt(30);
    expect(take(root)).not.toBeNull();
    playAt(45);
    expect(take(root)).toBeNull();
    expect(useAppStore.getState().resumeOffer).toBeNull();

    playAt(0);
    useAppStore.setState({ resumeOffer: 50 });
    trigger('ended');
    expect(take(root)).toBeNull();
    detach();
  });

  it('offers nothing for a position too near either end, one already passed, or another item', () => {
    const { player, root, playAt } = fakePlayer();
    const detach = offerLateResume(player, item);
    useAppStore.setState({ resumeOffer: 72 });
    expect(take(root)).toBeNull();
    expect(useAppStore.getState().resumeOffer).toBeNull();
    playAt(48);
    useAppStore.setState({ resumeOffer: 50 });
    expect(take(root)).toBeNull();
    expect(useAppStore.getState().resumeOffer).toBeNull();
    useAppStore.setState({ item: sampleItem({ id: 'outro' }), resumeOffer: 30 });
    expect(take(root)).toBeNull();
    detach();
  });

  it('waits for the duration before it offers', () => {
    const fake = fakePlayer(NaN);
    let duration = NaN;
    Object.assign(fake.player, { duration: () => duration });
    const detach = offerLateResume(fake.player, item);
    useAppStore.setState({ resumeOffer: 50 });
    expect(take(fake.root)).toBeNull();
    duration = 75;
    fake.trigger('loadedmetadata');
    expect(take(fake.root)?.textContent).toBe('Continuar de 0:50');
    detach();
  });
});
