#!/usr/bin/env node
/**
 * First-load benchmark (issue 9; `npm run bench` runs it after the api benches): what a first visit to each route
 * downloads, in JavaScript bytes over the wire as Chromium receives them (CDP `encodedDataLength`: compressed body
 * plus headers), with the script count, how many arrived compressed and how many copies of React DOM.
 *
 * It builds what is stale (scripts/build.mjs --if-stale), starts the production server itself
 * (`node --import tsx api/src/main.ts`, NODE_ENV=production, on a free port) with the built dists and a throwaway
 * embedded database (PGlite in a temporary DATA_DIR; FIRST_LOAD_DATABASE_URL points it at a PostgreSQL instead),
 * then opens each route in a fresh browser context of Chromium (CHROMIUM_PATH, default /usr/bin/chromium) at
 * 390 × 844, waits for the network to be idle and one more second, and prints the figures. Like every benchmark it
 * never fails on a size: the budgets are e2e/size-budget.spec.ts.
 *
 * `node scripts/bench-first-load.mjs [route...]` (default: / /gamelobby/underground /lottery/thai).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, must } from './lib.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/gamelobby/underground', '/lottery/thai'];
const require = createRequire(join(ROOT, 'package.json'));
const { chromium } = require('playwright-core');

/** A TCP port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves when GET /healthz answers 200; rejects after `ms` or when the server exits first. */
async function waitHealthy(base, server, ms) {
  const deadline = Date.now() + ms;
  let exited = null;
  server.once('exit', (code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server exited with ${exited} before it was ready`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${base}/healthz within ${ms / 1000} s`);
}

/** One first visit: JS bytes over the wire, scripts, compressed scripts, React DOM copies. */
async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const js = new Map();
  let bytes = 0;
  let scripts = 0;
  let compressed = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') js.set(e.requestId, e.response);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = js.get(e.requestId);
    if (!r) return;
    bytes += e.encodedDataLength;
    scripts++;
    if (r.headers['content-encoding'] || r.headers['Content-Encoding']) compressed++;
  });
  const bodies = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    try {
      bodies.push(await r.text());
    } catch {
      // a body gone after navigation is not read
    }
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(1000);
  const reactDom = bodies.filter((b) => b.includes('__reactContainer$')).length;
  await page.context().close();
  return { bytes, scripts, compressed, reactDom };
}

await must(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-stale']);

const dataDir = mkdtempSync(join(tmpdir(), 'first-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'main.ts')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.FIRST_LOAD_DATABASE_URL ?? '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_API_TOKEN: randomBytes(32).toString('hex'),
    YEEKEE_SECRET_KEY: randomBytes(32).toString('hex'),
    AUDIT_SIGNING_KEY: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'log',
  },
});
let browser;
try {
  await waitHealthy(base, server, 180_000);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(`first-load JavaScript over the wire (Chromium, production server on ${base}):`);
  for (const route of routes) {
    const r = await measure(browser, base + route);
    console.log(
      `${route}: ${(r.bytes / 1024).toFixed(1)} KiB of JS over the wire in ${r.scripts} scripts ` +
        `(${r.compressed} compressed), React DOM copies: ${r.reactDom}`,
    );
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  rmSync(dataDir, { recursive: true, force: true });
}
