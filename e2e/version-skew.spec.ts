/**
 * Independent build and version skew (issue 10 "Independent deploys"): a team ships a newer build of one remote while
 * the shell stays the one built before. The test builds mfe-wallet again, at a newer version, in a folder that holds
 * only what a remote's team has: its own package, shared-contracts and shared-ui as packages, the build tools
 * (tools/webpack) and the root package files, with the installed libraries (no other remote, no shell, no api).
 * It serves that build from
 * another origin (a CDN the server allows: REMOTE_ALLOWED_ORIGINS in playwright.config.ts), points the registry
 * at it as ops would, and checks that the registry reports the version the remote serves, that a signed-in
 * player's wallet page runs the new build inside the old shell, and that the new build used the shell's
 * singletons (React, React DOM, emotion, i18next, the query library and shared-ui, which carries the one router)
 * instead of loading its own copies. Rolls the registry back at the end.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SKEW_ORIGIN } from '../playwright.config';
import { ops, registerThroughUi } from './support';

test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '..');
const walletPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-wallet', 'package.json'), 'utf8')) as {
  version: string;
};
/** The deployed build's version: the package's with the minor bumped, and a tag that can only come from it. */
const NEWER =
  walletPkg.version.replace(/^(\d+)\.(\d+)\.\d+.*$/, (_m, major, minor) => `${major}.${Number(minor) + 1}.0`) + '-skew';
/** Singletons the shell provides (tools/webpack/mf-shared.js) that a remote must never load again. */
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'shared-ui',
];

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-skew-'));
const served: string[] = [];
const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };
/** A bare static host for the newer build, with the CORS header a CDN sends (the manifest is fetched). */
const cdn = http.createServer((req, res) => {
  const rel = decodeURIComponent(new URL(req.url ?? '/', SKEW_ORIGIN).pathname);
  const file = path.resolve(outDir, '.' + rel);
  if (!file.startsWith(outDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
    return res.writeHead(404).end();
  served.push(rel);
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
});

/** Workspace packages a remote's team has besides its own. */
const TEAM_PACKAGES = ['shared-contracts', 'shared-ui'];

/**
 * A folder with only mfe-wallet, shared-contracts, shared-ui, tools/webpack and the root package files; its
 * node_modules links every installed library of the repository except the workspace packages, which point at the
 * folder's own copies (so nothing resolves into another remote, the shell or the api).
 */
function isolatedWorkspace(): string {
  const iso = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-alone-'));
  const skip = (src: string) => !/[\\/](node_modules|dist)$/.test(src);
  for (const dir of ['mfe-wallet', ...TEAM_PACKAGES, 'tools/webpack'])
    fs.cpSync(path.join(ROOT, dir), path.join(iso, dir), { recursive: true, filter: skip });
  for (const file of ['package.json', 'tsconfig.base.json'])
    fs.copyFileSync(path.join(ROOT, file), path.join(iso, file));
  const workspaces = new Set(
    fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, 'package.json')) && d !== 'node_modules'),
  );
  fs.mkdirSync(path.join(iso, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (workspaces.has(entry)) continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(iso, 'node_modules', entry));
  }
  for (const pkg of TEAM_PACKAGES) fs.symlinkSync(path.join(iso, pkg), path.join(iso, 'node_modules', pkg));
  return iso;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const iso = isolatedWorkspace();
  expect(fs.readdirSync(iso).sort()).toEqual(
    [
      'mfe-wallet',
      'node_modules',
      'package.json',
      'shared-contracts',
      'shared-ui',
      'tools',
      'tsconfig.base.json',
    ].sort(),
  );
  const build = spawnSync(
    process.execPath,
    [path.join(iso, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: path.join(iso, 'mfe-wallet'),
      encoding: 'utf8',
      // the bare host below serves plain files: no Brotli-11 copies to make
      env: {
        ...process.env,
        APP_VERSION: NEWER,
        BUILD_OUT_DIR: outDir,
        MF_BUILD_VERSION: '',
        BUILD_PRECOMPRESS: 'off',
      },
    },
  );
  fs.rmSync(iso, { recursive: true, force: true });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.buildInfo.buildVersion).toBe(NEWER);
  await new Promise<void>((resolve) => cdn.listen(Number(new URL(SKEW_ORIGIN).port), '127.0.0.1', resolve));
});

test.afterAll(async ({ request }) => {
  await ops(request, 'put', 'backoffice/remotes/wallet', { entry: null });
  await new Promise((resolve) => cdn.close(resolve));
  fs.rmSync(outDir, { recursive: true, force: true });
});

test('a newer wallet build, deployed alone, runs in the shell built before it and shares its singletons', async ({
  page,
  request,
}) => {
  // the shell and the wallet of `npm run build` first: what players had before the deploy
  const before = await (await request.get('/api/v1/remotes')).json();
  const oldWallet = (before.data as { name: string; version: string }[]).find((r) => r.name === 'wallet')!;
  expect(oldWallet.version).not.toBe(NEWER);

  await ops(request, 'put', 'backoffice/remotes/wallet', { entry: `${SKEW_ORIGIN}/mf-manifest.json` });
  const after = await (await request.get('/api/v1/remotes')).json();
  expect((after.data as { name: string }[]).find((r) => r.name === 'wallet')).toMatchObject({
    entry: `${SKEW_ORIGIN}/mf-manifest.json`,
    version: NEWER,
    version_source: 'manifest',
  });

  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Shared module|version/i.test(m.text())) refused.push(m.text());
  });
  await registerThroughUi(page, request);
  served.length = 0;
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-status', 'ready');
  // the page really runs the new build: its entry and chunks came from the CDN
  expect(served).toContain('/mf-manifest.json');
  expect(served.some((f) => /^\/remoteEntry\.js/.test(f))).toBe(true);
  expect(refused).toEqual([]);

  // every singleton in use was provided by the shell, and the wallet is among its users
  const share = await page.evaluate((names) => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, { loadedFrom: string[]; walletUses: boolean }> = {};
    for (const name of names) {
      const versions = Object.values(scopes).flatMap((scope) => Object.values(scope.default?.[name] ?? {}));
      out[name] = {
        loadedFrom: versions.filter((v) => v.loaded).map((v) => v.from),
        walletUses: versions.some((v) => (v.useIn ?? []).includes('wallet')),
      };
    }
    return out;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    expect({ name, loadedFrom: share[name]!.loadedFrom }).toEqual({ name, loadedFrom: ['shell'] });
  }
  expect(share['react']!.walletUses).toBe(true);
  // and none of the wallet build's own fallback copies of a shared module was fetched (its manifest lists their files)
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const fallbackFiles = manifest.shared
    .filter((s) => s.assets.js.sync.length + s.assets.js.async.length > 0)
    .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async].map((f) => ({ name: s.name, file: `/${f}` })));
  expect(fallbackFiles.map((f) => f.name)).toEqual(expect.arrayContaining(['react', 'react-dom', 'shared-ui']));
  expect(fallbackFiles.filter((f) => served.includes(f.file))).toEqual([]);
});
