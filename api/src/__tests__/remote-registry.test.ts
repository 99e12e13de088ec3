/**
 * The remote registry for independent deploys (issue 10), on PGlite and PostgreSQL: `GET remotes` reports the
 * version each entry actually serves (its mf-manifest.json build info: from the static root for a relative entry,
 * over HTTP — cached — for an absolute one; unreadable → the package version, flagged, never a 500); ops point a
 * remote at another entry, roll back, read the history; every change is audited and pushed live.
 * The deployed remotes are a small HTTP server of manifests standing in for a team's static host.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LIVE_CHANNELS } from 'shared-contracts';
import { clearRemoteVersionCache } from '../backoffice/remote-version';
import { relayWholeLiveOutbox } from '../live/relay-live-outbox';
import { BACKENDS } from '../test-support/databases';
import { createOpsUser, opsLogin, startTestApp, type TestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const manifest = (buildVersion: string) => ({ metaData: { buildInfo: { buildVersion, buildName: 'x' } } });

/** Serves `/<anything>/mf-manifest.json` with the version in `versions[path]`; counts requests per path. */
const versions = new Map<string, string>();
const hits = new Map<string, number>();
const host = http.createServer((req, res) => {
  const url = req.url ?? '';
  hits.set(url, (hits.get(url) ?? 0) + 1);
  const v = versions.get(url);
  if (!v) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest(v)));
});
let origin = '';
// a closed port: nothing answers there
let deadOrigin = '';

/** A static root with games built at 1.2.3-local and chat not built (package 0.4.0). */
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-registry-'));
for (const [dir, version] of [
  ['mfe-games', '0.1.0'],
  ['mfe-chat', '0.4.0'],
]) {
  fs.mkdirSync(path.join(staticRoot, dir!, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, dir!, 'package.json'), JSON.stringify({ name: dir, version }));
}
fs.writeFileSync(
  path.join(staticRoot, 'mfe-games', 'dist', 'mf-manifest.json'),
  JSON.stringify(manifest('1.2.3-local')),
);

beforeAll(async () => {
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  deadOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((r) => probe.close(r));
});
afterAll(async () => {
  await new Promise((r) => host.close(r));
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

describe.each(BACKENDS)('the remote registry on %s', (backend) => {
  let t: TestApp;
  let auditor: string;
  const walletUrl = () => `${origin}/${backend}/wallet/mf-manifest.json`;
  const get = async (name: string) =>
    ((await t.http.get('/remotes')).body.data as Array<Record<string, unknown>>).find((r) => r.name === name)!;
  const put = (name: string, body: unknown, token = t.admin) =>
    t.http.call('PUT', `/backoffice/remotes/${name}`, { token, body });
  const rollback = (name: string, token = t.admin) => t.http.post(`/backoffice/remotes/${name}/rollback`, {}, token);
  const history = async (name: string) => (await t.http.get(`/backoffice/remotes/${name}/history`, t.admin)).body;

  beforeAll(async () => {
    clearRemoteVersionCache();
    versions.set(`/${backend}/wallet/mf-manifest.json`, '3.1.4-deployed');
    versions.set(`/${backend}/shop/mf-manifest.json`, '2.0.0-internal');
    t = await startTestApp(backend, {
      env: {
        STATIC_ROOT: staticRoot,
        REMOTE_WALLET_URL: walletUrl(),
        REMOTE_MINIGAMES_URL: `${deadOrigin}/mf-manifest.json`,
        // players reach the shop at a public name this test cannot resolve; the api reads it on the inside
        REMOTE_LOTTERY_SHOP_URL: `http://shop.public.invalid/${backend}/shop/mf-manifest.json`,
        REMOTE_MANIFEST_ORIGIN_MAP: `http://shop.public.invalid=${origin}`,
        REMOTE_ALLOWED_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com',
      },
    });
    await createOpsUser(t.http, t.admin, 'reader', 'auditor');
    auditor = await opsLogin(t.http, 'reader');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the version each entry serves: local manifest, fetched manifest, or the package flagged', async () => {
    expect(await get('games')).toEqual({
      name: 'games',
      entry: '/remotes/games/mf-manifest.json',
      enabled: true,
      version: '1.2.3-local',
      version_source: 'manifest',
    });
    expect(await get('wallet')).toMatchObject({
      entry: walletUrl(),
      version: '3.1.4-deployed',
      version_source: 'manifest',
    });
    // not built here: the package's version, flagged
    expect(await get('chat')).toMatchObject({ version: '0.4.0', version_source: 'package' });
    // its host is down: still a 200, the package version (no package.json in this static root: 0.0.0), flagged
    const res = await t.http.get('/remotes');
    expect(res.status).toBe(200);
    expect(res.body.data.find((r: { name: string }) => r.name === 'minigames')).toMatchObject({
      version: '0.0.0',
      version_source: 'package',
    });
  });

  it("reads a manifest through REMOTE_MANIFEST_ORIGIN_MAP's internal origin, keeping the public entry", async () => {
    expect(await get('lotteryShop')).toMatchObject({
      entry: `http://shop.public.invalid/${backend}/shop/mf-manifest.json`,
      version: '2.0.0-internal',
      version_source: 'manifest',
    });
  });

  it('caches a fetched manifest ~30 s: a redeploy shows once the cache expires', async () => {
    const url = `/${backend}/wallet/mf-manifest.json`;
    const before = hits.get(url) ?? 0;
    versions.set(url, '3.2.0-redeployed');
    for (let i = 0; i < 3; i++) expect((await get('wallet')).version).toBe('3.1.4-deployed');
    expect(hits.get(url) ?? 0).toBe(before);
    clearRemoteVersionCache();
    expect((await get('wallet')).version).toBe('3.2.0-redeployed');
    expect(hits.get(url)).toBe(before + 1);
  });

  it('ops point a remote at another entry; its version is read from there; audited and pushed live', async () => {
    versions.set(`/${backend}/games-v2/mf-manifest.json`, '2.0.0');
    const v2 = `${origin}/${backend}/games-v2/mf-manifest.json`;
    const res = await put('games', { entry: v2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: 'games',
      entry: v2,
      enabled: true,
      version: '2.0.0',
      version_source: 'manifest',
    });
    expect(await get('games')).toMatchObject({ entry: v2, version: '2.0.0' });
    // a relative entry of another slug reads that folder's build
    expect((await put('chat', { entry: '/remotes/games/mf-manifest.json' })).body.data).toMatchObject({
      version: '1.2.3-local',
    });
    const audit = (await t.http.get('/backoffice/audit?limit=50', auditor)).body.data as Array<Record<string, unknown>>;
    const row = audit.find((r) => r.action === 'remote.set' && JSON.stringify(r).includes('games-v2'));
    expect(row).toBeDefined();
    expect(JSON.stringify(row!.before)).toContain('/remotes/games/mf-manifest.json');
    await relayWholeLiveOutbox(t.ctx.db); // the remotes/changed push waits in the live outbox until relayed
    const live = await t.ctx.db
      .selectFrom('live_messages')
      .select('message')
      .where('channel', '=', LIVE_CHANNELS.system)
      .execute();
    expect(live.map((m) => m.message)).toContainEqual({
      type: 'remotes/changed',
      data: { name: 'games', enabled: true },
    });
  });

  it('refuses bad entries (E10000), an empty body (E10000), unknown remotes (404) and non-admins (403)', async () => {
    for (const entry of [
      'ftp://cdn.example/mf-manifest.json',
      'https://cdn.example/games/remoteEntry.js',
      'javascript:alert(1)//mf-manifest.json',
      '/remotes/../etc/mf-manifest.json',
      '/static/games/mf-manifest.json',
      'https://cdn example/mf-manifest.json',
      '',
      // a well-formed URL on an origin the CSP does not allow (only the REMOTE_<NAME>_URL origins)
      'https://cdn.example/games/mf-manifest.json',
    ]) {
      const res = await put('wallet', { entry });
      expect(`${entry} → ${res.status} ${res.body.service_code}`).toBe(`${entry} → 400 E10000`);
    }
    expect((await put('wallet', {})).body.service_code).toBe('E10000');
    expect((await put('nope', { enabled: false })).status).toBe(404);
    expect((await put('wallet', { enabled: false }, t.ops)).status).toBe(403);
    expect((await rollback('nope')).status).toBe(404);
    expect((await rollback('wallet', t.ops)).status).toBe(403);
    expect((await t.http.get('/backoffice/remotes/wallet/history', t.ops)).status).toBe(403);
    expect(await get('wallet')).toMatchObject({ entry: walletUrl(), enabled: true });
  });

  it('rolls back the newest change, keeps the history, and refuses a remote never changed', async () => {
    const v2 = `${origin}/${backend}/games-v2/mf-manifest.json`;
    expect((await put('games', { enabled: false })).body.data).toMatchObject({ entry: v2, enabled: false });
    // back to before the newest change: enabled again, still on v2
    const back = await rollback('games');
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ entry: v2, enabled: true });
    // a second rollback undoes the first
    expect((await rollback('games')).body.data).toMatchObject({ entry: v2, enabled: false });
    // entry null: back to the default
    expect((await put('games', { entry: null, enabled: true })).body.data).toMatchObject({
      entry: '/remotes/games/mf-manifest.json',
      enabled: true,
      version: '1.2.3-local',
    });
    const h = await history('games');
    expect(
      h.data.map((r: Record<string, unknown>) => [r.action, r.enabled, r.entry, r.prev_enabled, r.prev_entry]),
    ).toEqual([
      ['set', true, null, false, v2],
      ['rollback', false, v2, true, v2],
      ['rollback', true, v2, false, v2],
      ['set', false, v2, true, v2],
      ['set', true, v2, true, null],
    ]);
    expect(h.data[0]).toMatchObject({ name: 'games', actor: 'admin' });
    const audit = (await t.http.get('/backoffice/audit?limit=100', auditor)).body.data as Array<{ action: string }>;
    expect(audit.filter((r) => r.action === 'remote.rollback')).toHaveLength(2);

    const never = await rollback('lotteryShop');
    expect([never.status, never.body.service_code]).toEqual([409, 'E10409']);
    expect((await history('lotteryShop')).data).toEqual([]);
  });

  it('lets ops point a remote at a REMOTE_ALLOWED_ORIGINS origin, which the CSP allows from start', async () => {
    const csp = String((await t.http.get('/remotes')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/script-src[^;]* https:\/\/cdn2\.example\.com/);
    const res = await put('chat', { entry: 'https://cdn2.example.com/chat/4.0.0/mf-manifest.json' });
    expect(res.status).toBe(200);
    expect((await rollback('chat')).status).toBe(200);
    // an origin in neither list stays refused
    expect((await put('chat', { entry: 'https://cdn3.example.com/mf-manifest.json' })).body.service_code).toBe(
      'E10000',
    );
  });
});
