/**
 * Test databases. PGlite: a fresh in-memory instance per test file. PostgreSQL: a fresh database
 * `test_<random>` created on the server of TEST_DATABASE_URL and dropped afterwards, so files never
 * share state. Whether PostgreSQL answers is probed once, synchronously, when this module loads, so a
 * suite can say plainly that it is skipped (or fail under CI=true).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { openPGlite, openPostgres, type Database } from '../db/database';
import { createPreparedPostgres, openPreparedPGlite } from './database-templates';

export type Backend = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const IS_CI = process.env.CI === 'true';

function probe(url: string): string | null {
  const script = `
    const { Client } = require('pg');
    const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.query('select 1')).then(() => c.end()).then(() => process.exit(0))
      .catch((e) => { console.error(e.message); process.exit(1); });`;
  try {
    execFileSync(process.execPath, ['-e', script, url], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 });
    return null;
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr || (e as Error).message;
  }
}

/** Why the PostgreSQL suites cannot run here, or null when they can. */
export const postgresUnavailable: string | null = (() => {
  if (!TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)';
  const problem = probe(TEST_DATABASE_URL);
  return problem ? `no PostgreSQL server answers at ${redact(TEST_DATABASE_URL)}: ${problem}` : null;
})();

if (postgresUnavailable) {
  const text = `PostgreSQL integration suites SKIPPED: ${postgresUnavailable}`;
  if (IS_CI) throw new Error(`${text} — CI=true requires them`);
  console.warn(text);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

/** The backends a suite runs on: PGlite always, PostgreSQL when a server answers. */
export const BACKENDS: Backend[] = postgresUnavailable ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh database of `backend`. With `preparedAt` (an ISO instant) it already holds what buildApp prepares at that
 * clock (migrations, imported history, calendars), copied from this run's template (database-templates.ts);
 * without it, it is empty.
 */
export async function openTestDatabase(backend: Backend, preparedAt?: string): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = preparedAt ? await openPreparedPGlite(preparedAt) : await openPGlite();
    return { database, drop: () => database.close() };
  }
  const adminUrl = TEST_DATABASE_URL!;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  if (preparedAt) await createPreparedPostgres(adminUrl, name, preparedAt);
  else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // pg-pool's end() resolves before its sockets have closed, so the forced DROP below may still reach
  // one: that "terminating connection" on a client being closed is expected here
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const database = openPostgres(
    url.toString(),
    20,
    (err) => {
      if (!/terminating connection due to administrator command/.test(err.message))
        console.error('postgres:', err.message);
    },
    {
      statementTimeoutMs: defaults.dbStatementTimeoutMs,
      lockTimeoutMs: defaults.dbLockTimeoutMs,
      idleInTransactionTimeoutMs: defaults.dbIdleInTransactionTimeoutMs,
    },
  );
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
