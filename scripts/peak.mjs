#!/usr/bin/env node
/**
 * `npm run peak`: first pgbench's TPC-B tps on the same PostgreSQL (the reference, scripts/bench-pgbench.mjs), then
 * the peak minute (api/bench/peak/peak-minute.ts: shooters, feed watchers, bettors, chat subscribers and a round
 * settling, all at once against the real server), given the reference as PGBENCH_TPS so each throughput prints its
 * ratio. Figures only, never a pass or fail on time; it exits 1 when one of its correctness checks fails.
 * BENCH_DATABASE_URL (default: the local PostgreSQL); the sizes come from PEAK_* (README "Environment").
 */
import { join } from 'node:path';
import { pgbenchTps } from './bench-pgbench.mjs';
import { ROOT, must } from './lib.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log('▶ reference');
const tps = pgbenchTps(url);
console.log('\n▶ peak minute');
await must(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'bench', 'peak', 'peak-minute.ts')], {
  // TEST_DATABASE_URL: the bench reuses the test harness, which probes it on import
  env: { BENCH_DATABASE_URL: url, TEST_DATABASE_URL: url, ...(tps ? { PGBENCH_TPS: String(tps) } : {}) },
});
