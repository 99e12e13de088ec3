/**
 * Benchmarks' own PostgreSQL database: created on the server of BENCH_DATABASE_URL (default the local
 * test server), migrated, and dropped at the end.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { loadAuditKeyring } from '../src/audit/audit-signing-key';
import { withAuditSigning } from '../src/audit/audit-signing-plugin';
import pino from 'pino';
import { manualClock, type ManualClock } from '../src/clock';
import type { AppContext } from '../src/context';
import { openPostgres, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { testConfig } from '../src/test-support/harness';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDb {
  /** postgres:// URL of the bench database. */
  url: string;
  database: Database;
  ctx: AppContext;
  clock: ManualClock;
  drop(): Promise<void>;
}

async function admin(q: string) {
  const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await c.connect();
  await c.query(q);
  await c.end();
}

export async function openBenchDb(now: string, poolSize = 20): Promise<BenchDb> {
  const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const config = testConfig();
  // the app's handle carries the audit signing key (audit/audit-signing-plugin.ts): the benches' ops actions audit too
  const database = withAuditSigning(
    openPostgres(url.toString(), poolSize, () => {}),
    loadAuditKeyring(config),
  );
  await migrateToLatest(database.db);
  const clock = manualClock(now);
  const ctx = { db: database.db, clock, config, log: pino({ level: 'silent' }) } as unknown as AppContext;
  return {
    url: url.toString(),
    database,
    ctx,
    clock,
    async drop() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
