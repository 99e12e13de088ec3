#!/usr/bin/env node
/**
 * `npm run bench`: runs every `*.bench.ts` under api/bench and prints its figures. Benchmarks print
 * numbers; they never pass or fail on time. BENCH_DATABASE_URL (default: the local PostgreSQL).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, must } from './lib.mjs';

const dir = join(ROOT, 'api', 'bench');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts')) : [];
if (files.length === 0) console.log('no benchmarks yet (api/bench/*.bench.ts)');
for (const f of files) {
  console.log(`\n▶ ${f}`);
  await must(process.execPath, ['--import', 'tsx', join(dir, f)], {
    env: { BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  });
}
