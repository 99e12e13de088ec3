#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds what is stale, then serves the API at /api/v1,
 * the shell at / and every remote at /remotes/<name>/ on one port (default 3000), with the embedded
 * database (PGlite under .data/) unless DATABASE_URL is set. Ctrl-C stops it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, must, step } from './lib.mjs';

const t0 = Date.now();
const lock = readFileSync(join(ROOT, 'package-lock.json'));
const stampFile = join(ROOT, 'node_modules', '.install-stamp');
const want = createHash('sha256').update(lock).digest('hex');
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== want) {
  // npm install, not npm ci: see .ci/run (the lockfile cannot hold other platforms' optional binaries here)
  const done = step('npm install (dependencies)');
  await must('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stampFile, want);
  done();
}

await must(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-stale']);

console.log(`\nready to serve after ${((Date.now() - t0) / 1000).toFixed(1)} s; starting the server…`);
const child = (await import('node:child_process')).spawn(
  process.execPath,
  ['--import', 'tsx', join(ROOT, 'api', 'src', 'main.ts')],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
