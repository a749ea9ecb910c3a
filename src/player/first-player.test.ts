// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { useAppStore } from '@/store/app-store';
import type { MountedPlayer, PlayerOptions, PlayerOutcome } from './mount-player';

// Video.js is not what is under test: a stand-in mounts a focusable element and records the listener.
const fake = vi.hoisted(() => ({
  listener: null as PlayerOutcome | null,
  fail: false,
  disposed: 0,
  fullscreen: Promise.resolve() as Promise<void>,
  player: null as MountedPlayer['player'] | null,
}));
vi.mock('./mount-player', () => ({
  mountPlayer: (host: HTMLElement, options: PlayerOptions): MountedPlayer => {
    if (fake.fail) throw new Error('no Video.js');
    const element = document.createElement('button');
    element.className = 'video-js';
    host.append(element);
    return {
      player: (fake.player = { requestFullscreen: () => fake.fullscreen } as unknown as MountedPlayer['player']),
      options,
      listen: (outcome) => void (fake.listener = outcome),
      dispose: () => void fake.disposed++,
    };
  },
}));
vi.mock('./engine/vhs-request-hooks', () => ({ onVhsRequest: () => () => undefined }));

const { adoptFirstPlayer, startFirstPlayer } = await import('./first-player');

const options = (): PlayerOptions => ({
  item: sampleItem(),
  config: sampleConfig(),
  language: 'pt',
  resumeAt: null,
  autoplay: false,
});

describe('the first player', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div class="loading-screen">Carregando conteúdo</div></div>';
    fake.listener = null;
    fake.fail = false;
    useAppStore.setState({ playerStatus: 'loading', playerFailure: null });
  });

  it('stays hidden behind the loading screen until its first frame, then shows and reports it', () => {
    const opts = options();
    const settled = vi.fn();
    startFirstPlayer(opts, settled);
    const wrapper = document.querySelector('.sp-first-player');
    expect(wrapper?.querySelector('.video-js')).not.toBeNull();
    expect(wrapper?.classList.contains('sp-first-frame')).toBe(false);
    expect(settled).not.toHaveBeenCalled();

    fake.listener?.onLoaded();
    expect(wrapper?.classList.contains('sp-first-frame')).toBe(true);
    expect(document.querySelector('.loading-screen')).toBeNull();
    expect(useAppStore.getState().playerStatus).toBe('ready');
    expect(settled).toHaveBeenCalledOnce();
    expect(adoptFirstPlayer(document.createElement('div'), opts.item)).not.toBeNull();
  });

  it('is adopted only by the page of its own item, moved with the focus kept', () => {
    const opts = options();
    startFirstPlayer(opts, vi.fn());
    expect(document.querySelector('.sp-first-player')).not.toBeNull();
    const control = document.querySelector<HTMLElement>('.sp-first-player .video-js');
    control?.focus();
    const host = document.createElement('div');
    document.body.append(host);

    expect(adoptFirstPlayer(host, sampleItem())).toBeNull();
    const adopted = adoptFirstPlayer(host, opts.item);
    expect(adopted?.options).toBe(opts);
    expect(host.querySelector('.video-js')).toBe(control);
    expect(document.activeElement).toBe(control);
    expect(document.querySelector('.sp-first-player')).toBeNull();
    expect(adoptFirstPlayer(host, opts.item)).toBeNull();
  });

  it('settles on a fatal error too, so the app loads and its page shows it', () => {
    const opts = options();
    const settled = vi.fn();
    startFirstPlayer(opts, settled);
    fake.listener?.onError({ detail: 'fatal', undecodable: false });
    expect(settled).toHaveBeenCalledOnce();
    expect(useAppStore.getState().playerStatus).toBe('loading');
    expect(adoptFirstPlayer(document.createElement('div'), opts.item)).not.toBeNull();
  });

  it("goes, with all it listens to, when another item replaces its own before the page adopted it (the host's loadVideo)", () => {
    const opts = options();
    useAppStore.setState({ item: opts.item });
    const settled = vi.fn();
    const disposed = fake.disposed;
    startFirstPlayer(opts, settled);
    useAppStore.setState({ item: null, playerStatus: 'loading' });
    expect(fake.disposed).toBe(disposed + 1);
    expect(document.querySelector('.sp-first-player')).toBeNull();
    // The app comes at once for the next item, and no page can adopt the player taken down.
    expect(settled).toHaveBeenCalledOnce();
    expect(adoptFirstPlayer(document.createElement('div'), opts.item)).toBeNull();
    useAppStore.setState({ item: null });
  });

  it('leaves nothing behind when Video.js cannot be mounted', () => {
    fake.fail = true;
    expect(() => startFirstPlayer(options(), vi.fn())).toThrow('no Video.js');
    expect(document.querySelector('.sp-first-player')).toBeNull();
    expect(adoptFirstPlayer(document.createElement('div'), options().item)).toBeNull();
  });

  it('waits for a fullscreen request on its way and for fullscreen to end before it moves the player', async () => {
    const opts = options();
    startFirstPlayer(opts, () => undefined);
    fake.listener?.onLoaded();
    let grant: () => void = () => undefined;
    fake.fullscreen = new Promise<void>((resolve) => (grant = resolve));
    void fake.player?.requestFullscreen();
    const host = document.createElement('div');
    document.body.append(host);
    expect(adoptFirstPlayer(host, opts.item)).not.toBeNull();
    // Moving it now would refuse the request: it stays where it is.
    expect(host.querySelector('.video-js')).toBeNull();
    grant();
    await Promise.resolve();
    await Promise.resolve();
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(host.querySelector('.video-js')).not.toBeNull();
    expect(document.querySelector('.sp-first-player')).toBeNull();
  });
});
