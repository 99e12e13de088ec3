#!/usr/bin/env node
/**
 * `npm run test:node-lines` (also a step of `npm test`): the project on the current Node LTS lines, not only on the
 * machine's Node 20 (issue 14: "Node 20 reached end of life in April 2026").
 *
 * For each line in NODE_LINES (exact versions, default below) it fetches that Node from the npm registry (the
 * official binaries published as `node-<platform>-<arch>`, the only registry this machine reaches; cached in
 * `.cache/node-lines/`), then, under that Node:
 *   1. runs a slice of the jest suite that touches every runtime dependency the server has (Fastify, Kysely on
 *      PGlite and on PostgreSQL when TEST_DATABASE_URL answers, argon2's native addon, the live gateway with the
 *      real pubnub SDK, the OpenAPI lint and client generation, the pure game rules);
 *   2. boots the server as the production image does (the compiled `api/dist/main.js`, scripts/build-api.mjs;
 *      embedded PGlite in a temporary folder) and asks it for /healthz, the OpenAPI document and the shell's page.
 * The installed packages are the ones `npm install` put there for Node 20: the point is that one install serves
 * every line. Exit code: 0 when every line passed, else 1 (each failure is printed).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

/**
 * The LTS lines beside Node 20 in November 2026: 22 ("Jod") and 24 ("Krypton"), newest patch on the registry.
 * 26 is still a Current release (no `process.release.lts`); `NODE_LINES="26.10.0"` runs it too (it passed by hand).
 */
const DEFAULT_LINES = '22.23.3 24.21.0';
const LINES = (process.env.NODE_LINES ?? DEFAULT_LINES).split(/[\s,]+/).filter(Boolean);
/** Outside the repository, so no source walker (lint, format, the stand-alone test) meets Node's own files. */
const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'thai-lottery', 'node-lines');

/** The jest files run on every line (api project; shared-contracts runs whole). */
const JEST_FILES = [
  'api/src/__tests__/money.test.ts',
  'api/src/__tests__/auth.test.ts',
  'api/src/__tests__/draw-games.test.ts',
  'api/src/__tests__/openapi-document.test.ts',
  'api/src/__tests__/pubnub-live-client.test.ts',
  'shared-contracts/src',
];

/** Path of the `node` binary of `version`, fetched from the npm registry on first use. */
async function nodeBinary(version) {
  const dir = join(CACHE, `v${version}`);
  const bin = join(dir, 'package', 'bin', 'node');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const pkg = `${name}@${version}`;
  console.log(`fetching ${pkg} from the npm registry`);
  if (
    (await run('npm', ['pack', pkg, '--pack-destination', dir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })) !== 0
  )
    throw new Error(`npm pack ${pkg} failed`);
  const tgz = join(dir, `${name}-${version}.tgz`);
  if ((await run('tar', ['-xzf', tgz, '-C', dir])) !== 0) throw new Error(`cannot unpack ${tgz}`);
  rmSync(tgz);
  if (!existsSync(bin)) throw new Error(`${pkg} holds no package/bin/node`);
  return bin;
}

/** Boots the server under `node` on a free port with PGlite in a temporary folder; checks three answers. */
async function bootCheck(node, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'node-line-'));
  const server = spawn(node, ['--enable-source-maps', 'api/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'node-lines-secret-node-lines-secret',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const res = await fetch(`${base}/healthz`).catch(() => null);
      if (res?.ok) break;
      if (Date.now() > deadline) throw new Error('no /healthz answer within 90 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const doc = await fetch(`${base}/api/docs/json`);
    const json = doc.ok ? await doc.json() : null;
    if (!json?.openapi || Object.keys(json.paths ?? {}).length < 50)
      throw new Error(`/api/docs/json answered ${doc.status} without the document`);
    let shellPage = 'not built, not asked';
    if (existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) {
      const page = await fetch(`${base}/`);
      const html = await page.text();
      if (!page.ok || !html.includes('<html')) throw new Error(`/ answered ${page.status} without the shell's page`);
      shellPage = 'answers';
    }
    console.log(`  boot: /healthz and /api/docs/json (${Object.keys(json.paths).length} paths) answer; / ${shellPage}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const failures = [];
// API_BUILT=1: the caller (`npm test`) has just compiled it and may be running it (Playwright): no rewrite
if (process.env.API_BUILT !== '1' && (await run(process.execPath, ['scripts/build-api.mjs'])) !== 0) process.exit(1);
for (const [i, version] of LINES.entries()) {
  console.log(`\n── Node ${version}`);
  try {
    const node = await nodeBinary(version);
    const env = { PATH: `${join(node, '..')}:${process.env.PATH}` };
    const code = await run(node, ['node_modules/jest/bin/jest.js', '--ci', ...JEST_FILES], { env });
    if (code !== 0) throw new Error(`jest exited with ${code}`);
    await bootCheck(node, 3390 + i);
  } catch (e) {
    console.error(`✗ Node ${version}: ${e.message}`);
    failures.push(version);
  }
}
if (failures.length) {
  console.error(`\nfailed on Node ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\npassed on Node ${LINES.join(', ')}`);
