/** The front end is served from STATIC_ROOT: shell at / with SPA fallback, remotes under /remotes/<slug>/ (CORS for configured origins). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../app';
import { manualClock } from '../clock';
import { openPGlite } from '../db/database';
import { testConfig } from '../test-support/harness';

jest.setTimeout(60_000);

describe('static files and environment-dependent routes', () => {
  let root: string;
  let built: BuiltApp;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
    fs.mkdirSync(path.join(root, 'mfe-games', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'mfe-games', 'dist', 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3' } } }),
    );
    // no other remote is built: the server must still start
    built = await buildApp(
      testConfig({ STATIC_ROOT: root, SMS_PROVIDER: 'log', CORS_ORIGINS: 'https://shell.example' }),
      {
        clock: manualClock('2026-05-02T10:00:00+07:00'),
        database: await openPGlite(),
      },
    );
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.database.close();
    fs.rmSync(root, { recursive: true, force: true });
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

  it('answers unknown API paths with the 404 envelope, not the shell', async () => {
    const res = await get('/api/v1/nothing/here', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json().service_code).toBe('E10001');
  });

  it('has no dev SMS outbox unless SMS_PROVIDER=outbox', async () => {
    expect((await get('/api/v1/dev/sms-outbox')).statusCode).toBe(404);
  });
});
