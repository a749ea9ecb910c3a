// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from './messages';
import { cleanUp, ready, setup, WIDGET } from '../testing/widget-frame';

afterEach(cleanUp);

describe('Player', () => {
  it("hands a download the sandboxed widget could not save to listeners, its file's bytes included", async () => {
    const { player, fromWidget } = setup();
    fromWidget(message.event('ready', ready));
    const heard: unknown[] = [];
    player.on('download', (data) => heard.push(data));
    // 40 KB of bytes: a Blob is no bigger than '{}' on the wire's size check, which counts JSON.
    const file = new Blob([new Uint8Array(40 * 1024)], { type: 'video/mp4' });
    const download = { method: 'download', url: `${WIDGET}/f.mp4`, name: 'arquivo_1_baixa.mp4', token: 't', id: 'v' };
    fromWidget(message.event('download', { ...download, saved: false, file }));
    fromWidget(message.event('download', { ...download, saved: true }));
    expect(heard).toEqual([
      { ...download, saved: false, file },
      { ...download, saved: true },
    ]);
    expect((heard[0] as { file: Blob }).file.size).toBe(40 * 1024);
    player.destroy();
  });
});

describe('what the widget sends is checked', () => {
  it('a listener that throws is reported and does not stop the others', async () => {
    vi.useFakeTimers();
    const { player, fromWidget } = setup();
    const thrown = new Error('host bug');
    const after = vi.fn();
    player.on('pause', () => {
      throw thrown;
    });
    player.on('pause', after);
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent): void => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    fromWidget(message.event('pause', { currentTime: 1, duration: 2 }));
    expect(after).toHaveBeenCalledTimes(1);
    expect(() => vi.runAllTimers()).toThrow(thrown);
    window.removeEventListener('error', onError);
    player.destroy();
  });
});
