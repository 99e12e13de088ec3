import type { HttpClient } from 'shared-contracts';
import { createRemoteRegistry } from './create-remote-registry';
import { readRemoteOverrides, REMOTE_OVERRIDES_KEY } from './local-overrides';

const storageWith = (value: string | null) => ({ getItem: (k: string) => (k === REMOTE_OVERRIDES_KEY ? value : null) });

describe('a developer’s local registry override', () => {
  it('keeps only known remotes with an http(s) manifest or entry URL', () => {
    expect(
      readRemoteOverrides(
        storageWith(
          JSON.stringify({
            wallet: 'http://localhost:3104/mf-manifest.json',
            games: 'https://cdn.example.com/games/2.0.0/remoteEntry.js',
            chat: 'javascript:alert(1)//.js',
            minigames: '/remotes/minigames/mf-manifest.json',
            lotteryShop: 'http://localhost:3102/index.html',
            evil: 'http://localhost:1/mf-manifest.json',
          }),
        ),
      ),
    ).toEqual({
      wallet: 'http://localhost:3104/mf-manifest.json',
      games: 'https://cdn.example.com/games/2.0.0/remoteEntry.js',
    });
    for (const v of [null, 'not json', '[1]', '"x"', 'null']) expect(readRemoteOverrides(storageWith(v))).toEqual({});
  });

  it('replaces the registry’s entry of an enabled remote only, in this browser’s runtime', async () => {
    const registered: { name: string; entry: string }[] = [];
    const api = {
      get: async () => [
        { name: 'wallet', entry: '/remotes/wallet/mf-manifest.json', enabled: true, version: '1.0.0' },
        { name: 'games', entry: '/remotes/games/mf-manifest.json', enabled: true, version: '1.0.0' },
        { name: 'chat', entry: '/remotes/chat/mf-manifest.json', enabled: false, version: '1.0.0' },
      ],
    } as unknown as HttpClient;
    const registry = createRemoteRegistry({
      api,
      runtime: { registerRemotes: (r) => registered.push(...r), loadRemote: async () => null },
      origin: 'https://site.example',
      overrides: { wallet: 'http://localhost:3104/mf-manifest.json', chat: 'http://localhost:3105/mf-manifest.json' },
    });
    await registry.ready();
    expect(registered).toEqual([
      { name: 'wallet', entry: 'http://localhost:3104/mf-manifest.json' },
      { name: 'games', entry: 'https://site.example/remotes/games/mf-manifest.json' },
    ]);
    // a remote ops switched off stays off, override or not
    expect(registry.availability('chat')).toBe('disabled');
    expect(registry.overrides()).toHaveProperty('wallet');
  });
});
