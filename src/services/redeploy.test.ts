import { describe, expect, it, vi } from 'vitest';
import { namesEntry, reloadIfRedeployed } from './redeploy';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="./assets/${entry}"></script></head></html>`;
const entryUrl = 'https://player.example.org/assets/index-Ci9otDal.js';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadIfRedeployed', () => {
  it('knows whether the page names the running entry', () => {
    expect(namesEntry(page('index-Ci9otDal.js'), entryUrl)).toBe(true);
    expect(namesEntry(page('index-NEWHASH1.js'), entryUrl)).toBe(false);
  });

  it('reloads once when the server names another entry, and not again for the same build', async () => {
    const reload = vi.fn();
    const deps = {
      entryUrl,
      pageUrl: 'https://player.example.org/player',
      fetchPage: async () => page('index-NEWHASH1.js'),
      reload,
      memory: memory(),
    };
    expect(await reloadIfRedeployed(deps)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // The same build fails again after its reload (a stale cache in between): no loop.
    expect(await reloadIfRedeployed(deps)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when the build is the same, the answer is no page, or the tab keeps nothing', async () => {
    const reload = vi.fn();
    const base = { entryUrl, pageUrl: 'https://player.example.org/player', reload, memory: memory() };
    expect(await reloadIfRedeployed({ ...base, fetchPage: async () => page('index-Ci9otDal.js') })).toBe(false);
    expect(await reloadIfRedeployed({ ...base, fetchPage: async () => '<html><body>502 Bad Gateway</body></html>' })).toBe(false);
    expect(await reloadIfRedeployed({ ...base, memory: null, fetchPage: async () => page('index-NEWHASH1.js') })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
