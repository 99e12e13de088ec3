#!/usr/bin/env node
/**
 * Builds the api (scripts/build-api.mjs: one compiled file) and the shell and every remote for production, two webpack processes at a time (BUILD_JOBS, default 2: a
 * 2-core machine; webpack uses about one core, and the brotli/gzip copies and the minifier fill the gaps).
 * `node scripts/build.mjs --if-stale` skips packages whose dist is newer than their sources.
 * Each build's output is printed whole when it ends (not interleaved); a failed build fails the run after the
 * builds under way have finished.
 */
import { join } from 'node:path';
import { FRONT_ENDS, ROOT, isBuildStale, run, runCaptured } from './lib.mjs';

const onlyStale = process.argv.includes('--if-stale');
const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || 2);
const webpackCli = join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');

const queue = FRONT_ENDS.filter((pkg) => {
  if (onlyStale && !isBuildStale(pkg)) {
    console.log(`• ${pkg}: build is up to date`);
    return false;
  }
  return true;
});

const t0 = Date.now();
const failed = [];
async function worker() {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
    const started = Date.now();
    console.log(`▶ build ${pkg}`);
    const { code, output } = await runCaptured(
      process.execPath,
      [webpackCli, '--mode', 'production', '-c', `${pkg}/webpack.config.js`],
      { env: { NODE_ENV: 'production' } },
    );
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) {
      console.log(`✓ build ${pkg} (${took} s)`);
    } else {
      console.error(`\n${output}\n✗ build ${pkg} exited with ${code} (${took} s)`);
      failed.push(pkg);
    }
  }
}
if (queue.length) {
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
  console.log(`\nfront ends built in ${((Date.now() - t0) / 1000).toFixed(1)} s (${jobs} at a time)`);
}
if ((await run(process.execPath, [join(ROOT, 'scripts', 'build-api.mjs')])) !== 0) failed.push('api');
if (failed.length) process.exit(1);
