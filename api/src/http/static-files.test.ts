/**
 * The front end is served from STATIC_ROOT: shell at / with SPA fallback, remotes under /remotes/<slug>/ (CORS for
 * configured origins), precompressed files by Accept-Encoding, year-long caching for content-hashed names only,
 * no source maps in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { testConfig, useStaticRootApp } from '../test-support/harness';
import { cacheControlFor, registerStaticFiles } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes a built file with its `.br` and `.gz` siblings, as the build does. */
function writeBuilt(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

jest.setTimeout(60_000);

describe('static files and environment-dependent routes', () => {
  const built = useStaticRootApp('static-', (root) => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
    writeBuilt(path.join(root, 'shell', 'dist', '140.a10c5bfa.js'), 'console.log("chunk 140");'.repeat(50));
    // the shell's public/ files (issue 14): favicon, icons and the web app manifest, at the root and unhashed
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeBuilt(path.join(root, 'shell', 'dist', 'manifest.webmanifest'), JSON.stringify({ name: 'หวยไทยออนไลน์' }));
    fs.mkdirSync(path.join(root, 'mfe-games', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'mfe-games', 'dist', 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3' } } }),
    );
    writeBuilt(path.join(root, 'mfe-games', 'dist', 'remoteEntry.js'), 'var games = "remote entry";'.repeat(50));
    writeBuilt(path.join(root, 'mfe-games', 'dist', '87.280fd0c1.js'), 'console.log("games chunk");'.repeat(50));
    // no other remote is built: the server must still start
    return testConfig({ STATIC_ROOT: root, SMS_PROVIDER: 'log', CORS_ORIGINS: 'https://shell.example' });
  });

  const get = (url: string, headers: Record<string, string> = {}) => built.app.inject({ method: 'GET', url, headers });

  it('serves the shell and falls back to index.html for app routes', async () => {
    expect((await get('/')).body).toContain('<title>shell</title>');
    expect((await get('/main.js')).body).toBe('console.log(1)');
    const deep = await get('/gamelobby/underground', { accept: 'text/html' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>shell</title>');
  });

  it('serves a built remote with CORS for configured origins only, and 404s a missing one without crashing', async () => {
    const manifest = await get('/remotes/games/mf-manifest.json', { origin: 'https://shell.example' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('https://shell.example');
    const other = await get('/remotes/games/mf-manifest.json', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/remotes/chat/mf-manifest.json')).statusCode).toBe(404);
    const registry = await built.app.inject({ method: 'GET', url: '/api/v1/remotes' });
    expect(registry.json().data[0]).toMatchObject({ name: 'games', version: '1.2.3' });
  });

  it('sends the precompressed file the client prefers (br, then gzip), else the plain one, varying on Accept-Encoding', async () => {
    const plain = 'console.log("chunk 140");'.repeat(50);
    const br = await get('/140.a10c5bfa.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/140.a10c5bfa.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await get('/140.a10c5bfa.js', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
    for (const res of [br, gz, none]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // a file built without siblings is sent plain whatever the client accepts
    const entry = await get('/main.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toBe('console.log(1)');
    const remote = await get('/remotes/games/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(remote.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(remote.rawPayload).toString()).toBe('var games = "remote entry";'.repeat(50));
  });

  it('caches content-hashed files for a year and revalidates every unhashed one', async () => {
    const cache = async (url: string, headers: Record<string, string> = {}) =>
      (await get(url, headers)).headers['cache-control'];
    expect(await cache('/140.a10c5bfa.js', { 'accept-encoding': 'br' })).toBe(IMMUTABLE);
    expect(await cache('/140.a10c5bfa.js')).toBe(IMMUTABLE);
    expect(await cache('/remotes/games/87.280fd0c1.js', { 'accept-encoding': 'gzip' })).toBe(IMMUTABLE);
    expect(await cache('/')).toBe('no-cache');
    expect(await cache('/gamelobby/underground', { accept: 'text/html' })).toBe('no-cache');
    expect(await cache('/main.js')).toBe('no-cache');
    expect(await cache('/remotes/games/remoteEntry.js', { 'accept-encoding': 'br' })).toBe('no-cache');
    expect(await cache('/remotes/games/mf-manifest.json')).toBe('no-cache');
  });

  it('serves the favicon, the icons and the web app manifest with their types, revalidated on each use', async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    const icon = await get('/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    const manifest = await get('/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(manifest.rawPayload).toString())).toEqual({ name: 'หวยไทยออนไลน์' });
    for (const res of [favicon, icon, manifest]) expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with the 404 envelope, not the shell', async () => {
    const res = await get('/api/v1/nothing/here', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json().service_code).toBe('E10001');
  });

  it('has no dev SMS outbox unless SMS_PROVIDER=outbox', async () => {
    expect((await get('/api/v1/dev/sms-outbox')).statusCode).toBe(404);
  });
});

describe('the cache rule of a built file', () => {
  it('is immutable for content-hashed names only, precompressed or not', () => {
    for (const f of ['140.a10c5bfa.js', '/x/__federation_expose_parcel.9a7b30be.js.br', 'logo.0123abcd.png'])
      expect({ f, c: cacheControlFor(f) }).toEqual({ f, c: IMMUTABLE });
    for (const f of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.gz', 'main.js', 'a.b.js'])
      expect({ f, c: cacheControlFor(f) }).toEqual({ f, c: 'no-cache' });
  });
});

describe('static files in production', () => {
  it('never serves a source map, compressed or not', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-prod-'));
    const app = Fastify();
    try {
      writeBuilt(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
      writeBuilt(path.join(root, 'shell', 'dist', '140.a10c5bfa.js'), 'console.log(140)');
      fs.writeFileSync(path.join(root, 'shell', 'dist', '140.a10c5bfa.js.map'), '{"version":3}');
      writeBuilt(path.join(root, 'mfe-games', 'dist', 'remoteEntry.js'), 'var games;');
      fs.writeFileSync(path.join(root, 'mfe-games', 'dist', 'remoteEntry.js.map'), '{"version":3}');
      await registerStaticFiles(app, root, { production: true });
      for (const url of ['/140.a10c5bfa.js.map', '/remotes/games/remoteEntry.js.map', '/140.a10c5bfa.js.map?x=1'])
        for (const enc of ['br', 'identity']) {
          const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': enc } });
          expect({ url, enc, status: res.statusCode }).toEqual({ url, enc, status: 404 });
        }
      const js = await app.inject({ method: 'GET', url: '/140.a10c5bfa.js', headers: { 'accept-encoding': 'br' } });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
