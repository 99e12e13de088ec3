/**
 * Issue 12, headers and safe defaults: a production server answers with CSP (the registry's remote
 * origins only, frame-ancestors 'none'), HSTS, nosniff and frame denial; CORS only for configured origins;
 * no dev SMS outbox and no public source maps; small bodies refused before any route runs, and the large
 * ops body refused before it is read when the caller is not ops.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { useStaticRootApp } from '../test-support/harness';

jest.setTimeout(60_000);

describe('a production server', () => {
  const built = useStaticRootApp('prod-', (root) => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js.map'), '{"version":3}');
    return loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'prod-secret-0123456789abcdef',
      ADMIN_API_TOKEN: 'prod-admin-token-0123456789',
      YEEKEE_SECRET_KEY: 'prod-yeekee-secret-key-0123456789abcdef',
      AUDIT_SIGNING_KEY: 'prod-audit-signing-key-0123456789abcdef',
      SMS_PROVIDER: 'log',
      STATIC_ROOT: root,
      CORS_ORIGINS: 'https://shell.example',
      REMOTE_GAMES_URL: 'https://games.example:8101/mf-manifest.json',
      REMOTE_CHAT_URL: '/remotes/chat/mf-manifest.json',
      BODY_LIMIT_BYTES: '65536',
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) => built.app.inject({ method: 'GET', url, headers });

  it('sends CSP allowing exactly the registry origins, frame-ancestors none, HSTS and nosniff', async () => {
    for (const res of [await get('/'), await get('/api/v1/backoffice/system/status')]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' https://games.example:8101;");
      expect(csp).toContain("connect-src 'self' https://games.example:8101");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/\*/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=31536000/);
    }
  });

  it('answers CORS only for configured origins', async () => {
    const ok = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/wallet/balance',
      headers: { origin: 'https://shell.example', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://shell.example');
    const evil = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/wallet/balance',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/api/v1/remotes', { origin: 'https://evil.example' })).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
  });

  it('has no dev SMS outbox and serves no source maps', async () => {
    expect((await get('/api/v1/dev/sms-outbox?phone=0812345678')).statusCode).toBe(404);
    expect((await get('/main.js')).statusCode).toBe(200);
    expect((await get('/main.js.map')).statusCode).toBe(404);
  });

  it('refuses a body over the global limit with 413 before any route runs, changing nothing', async () => {
    const huge = JSON.stringify({ phone: '0812345678', pin: '1'.repeat(200_000) });
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().service_code).toBe('E10000');
  });

  it('refuses an anonymous large ops body (inventory) with 401 before reading it', async () => {
    const big = JSON.stringify(
      Array.from({ length: 200_000 }, (_, i) => ({ number: String(i).padStart(6, '0'), quantity: 1 })),
    );
    const t0 = process.hrtime.bigint();
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/lottery/inventory/1',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    expect(res.statusCode).toBe(401);
    expect(res.json().service_code).toBe('E10401');
    expect(big.length).toBeGreaterThan(5_000_000);
    // parsing 5 MB of JSON alone costs tens of ms; the refusal must not depend on the body at all
    expect(ms).toBeLessThan(2_000);
  });
});
