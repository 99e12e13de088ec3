#!/usr/bin/env node
/**
 * Builds the shell and every remote for production, one at a time (2-core machines).
 * `node scripts/build.mjs --if-stale` skips packages whose dist is newer than their sources.
 */
import { FRONT_ENDS, isBuildStale, must, step } from './lib.mjs';

const onlyStale = process.argv.includes('--if-stale');
for (const pkg of FRONT_ENDS) {
  if (onlyStale && !isBuildStale(pkg)) {
    console.log(`• ${pkg}: build is up to date`);
    continue;
  }
  const done = step(`build ${pkg}`);
  await must('npx', ['webpack', '--mode', 'production', '-c', `${pkg}/webpack.config.js`], {
    env: { NODE_ENV: 'production' },
  });
  done();
}
