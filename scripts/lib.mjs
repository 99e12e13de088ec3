/** Small helpers for the repo scripts: run a command, time a step, find stale builds. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FRONT_ENDS = [
  'shell',
  'mfe-games',
  'mfe-lottery-shop',
  'mfe-minigames',
  'mfe-wallet',
  'mfe-chat',
  'mfe-backoffice',
];

/** Runs a command with inherited stdio; resolves with the exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its stdout and stderr collected; resolves with the exit code and that output. */
export function runCaptured(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Runs a command and exits the process when it fails. */
export async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/** Newest modification time (ms) of any file below the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist' && !e.startsWith('.')) walk(join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

/** True when a front-end package's dist is missing or older than its sources or the shared code. */
export function isBuildStale(pkg) {
  const marker = join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const sources = newestMtime([
    join(ROOT, pkg, 'src'),
    join(ROOT, pkg, 'webpack.config.js'),
    join(ROOT, 'shared-contracts', 'src'),
    join(ROOT, 'shared-ui', 'src'),
    join(ROOT, 'tools', 'webpack'),
    join(ROOT, 'package-lock.json'),
  ]);
  return sources > statSync(marker).mtimeMs;
}

/** Prints a step header and returns a function that prints its duration. */
export function step(name) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  return () => console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
