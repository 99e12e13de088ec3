#!/usr/bin/env node
/**
 * `npm run bench`: first pgbench's TPC-B tps on the same PostgreSQL (the reference, scripts/bench-pgbench.mjs),
 * then every `*.bench.ts` under api/bench (given the reference as PGBENCH_TPS, so each prints its ratio), and
 * prints their figures. Benchmarks print numbers; they never pass or fail on time. BENCH_DATABASE_URL
 * (default: the local PostgreSQL); `npm run bench -- bet-placement cart` runs only the named ones.
 * Last, each route's first-load JavaScript over the wire in Chromium (scripts/bench-first-load.mjs: it builds what
 * is stale and starts its own production server); `npm run bench -- first-load` runs only that.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pgbenchTps } from './bench-pgbench.mjs';
import { ROOT, must } from './lib.mjs';

const dir = join(ROOT, 'api', 'bench');
const only = process.argv.slice(2);
const files = (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts')) : []).filter(
  (f) => only.length === 0 || only.some((o) => f.startsWith(o)),
);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log('▶ reference');
const tps = pgbenchTps(url);
if (files.length === 0) console.log('no benchmarks yet (api/bench/*.bench.ts)');
for (const f of files) {
  console.log(`\n▶ ${f}`);
  await must(process.execPath, ['--import', 'tsx', join(dir, f)], {
    // TEST_DATABASE_URL: the benches reuse the test harness, which probes it on import
    env: { BENCH_DATABASE_URL: url, TEST_DATABASE_URL: url, ...(tps ? { PGBENCH_TPS: String(tps) } : {}) },
  });
}
if (only.length === 0 || only.includes('first-load')) {
  console.log('\n▶ first-load');
  await must(process.execPath, [join(ROOT, 'scripts', 'bench-first-load.mjs')]);
}
