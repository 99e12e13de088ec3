#!/usr/bin/env node
/**
 * `npm run typecheck`: one `tsc --noEmit` per environment, so each package is checked with its own
 * environment: DOM types for the browser packages (one program, tsconfig.browser.json), Node types for api/ (and shared-contracts' Node-only tests),
 * both for e2e/ (Playwright runs in Node, page callbacks in the browser). Two at a time; exits non-zero on any error.
 * The root tsconfig.json is one program over everything (DOM and Node together), for editors and quick checks only.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

export const PROJECTS = [
  'api/tsconfig.json',
  // the shell, shared-ui and every remote share their options: one program (tsconfig.browser.json) checks them all,
  // reading React and the shared packages once (each package's own tsconfig.json stays, for editors)
  'tsconfig.browser.json',
  'shared-contracts/tsconfig.json',
  'shared-contracts/tsconfig.test.json',
  'e2e/tsconfig.json',
];

const tsc = (project) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    let out = '';
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit', '--pretty'], {
      cwd: ROOT,
    });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const s = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${s} s)`);
      if (code !== 0) process.stdout.write(out);
      resolve(code === 0);
    });
  });

const queue = [...PROJECTS];
let ok = true;
const worker = async () => {
  for (let p = queue.shift(); p; p = queue.shift()) ok = (await tsc(p)) && ok;
};
await Promise.all([worker(), worker()]);
process.exit(ok ? 0 : 1);
