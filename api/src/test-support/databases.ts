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
import { migrateToLatest } from '../db/migrate';
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
  const server = await createPostgresDatabase(preparedAt);
  const database = server.open(20);
  return { database, drop: server.drop };
}

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL (race suites and the app harness). */
export interface PostgresTestDatabase {
  /** Its connection URL (a suite that starts its own processes passes it on). */
  url: string;
  /**
   * A pool of `poolSize` connections, with the app's session guards (statement, lock and idle timeouts) unless
   * `guards: false` (a race suite that holds locks on purpose); every pool opened here is closed by `drop`.
   */
  open(poolSize: number, options?: { guards?: boolean }): Database;
  /** Closes the pools and drops the database. */
  drop(): Promise<void>;
}

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * Creates `test_<random>` on TEST_DATABASE_URL's server: prepared at `preparedAt` (this run's template), only
 * migrated with `migrated: true`, else empty.
 */
export async function createPostgresDatabase(
  preparedAt?: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<PostgresTestDatabase> {
  const adminUrl = TEST_DATABASE_URL!;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  if (preparedAt) await createPreparedPostgres(adminUrl, name, preparedAt);
  else await adminQuery(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const pools: Database[] = [];
  const open = (poolSize: number, { guards = true }: { guards?: boolean } = {}) => {
    // pg-pool's end() resolves before its sockets have closed, so the forced DROP below may still reach
    // one: that "terminating connection" on a client being closed is expected here
    const database = openPostgres(
      url,
      poolSize,
      (err) => {
        if (!/terminating connection due to administrator command/.test(err.message))
          console.error('postgres:', err.message);
      },
      guards
        ? {
            statementTimeoutMs: defaults.dbStatementTimeoutMs,
            lockTimeoutMs: defaults.dbLockTimeoutMs,
            idleInTransactionTimeoutMs: defaults.dbIdleInTransactionTimeoutMs,
          }
        : {},
    );
    pools.push(database);
    return database;
  };
  if (migrated) {
    const migrator = openPostgres(url, 1, () => {});
    try {
      await migrateToLatest(migrator.db);
    } finally {
      await migrator.close();
    }
  }
  return {
    url,
    open,
    async drop() {
      for (const database of pools.splice(0)) await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
