/**
 * The database handle: Kysely over `pg.Pool` when DATABASE_URL is set, over embedded PGlite otherwise
 * (ARCHITECTURE.md "Database"). Both return int8 as number (satang amounts fit in 2^53) and `date` as the
 * 'YYYY-MM-DD' text, so the code above never sees driver differences.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  /** Where a dedicated LISTEN connection goes (live/notification-listener.ts): the pool's URL or the instance. */
  listenTarget: ListenTarget;
  close(): Promise<void>;
}

/** PostgreSQL: a LISTEN needs its own session outside the pool. PGlite: its single session's `listen`. */
export type ListenTarget = { driver: 'postgres'; url: string } | { driver: 'pglite'; pglite: PGlite };

const INT8_OID = 20;
const DATE_OID = 1082;

const toNumber = (v: string) => Number(v);
const asText = (v: string) => v;

/** Per-session guards of every pooled connection (ms; 0 = PostgreSQL's default, no limit). */
export interface PostgresGuards {
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** How long a query waits for a connection while the server is away before failing (E10503). */
  connectTimeoutMs?: number;
}

/**
 * Opens PostgreSQL at `url` with a pool of `poolSize`. Survives a server restart: errors of idle or
 * checked-out clients are reported to `onIdleError` instead of crashing the process, broken clients are
 * discarded, and the next query connects again (failing fast with a connection error while it is down).
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (err: Error) => void = (err) => console.error('postgres: idle connection error:', err.message),
  guards: PostgresGuards = {},
): Database {
  const settings = [
    ['statement_timeout', guards.statementTimeoutMs],
    ['lock_timeout', guards.lockTimeoutMs],
    ['idle_in_transaction_session_timeout', guards.idleInTransactionTimeoutMs],
  ]
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: guards.connectTimeoutMs ?? 5_000,
    ...(settings ? { options: settings } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return toNumber;
        if (oid === DATE_OID) return asText;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // a connection the server drops (restart, admin terminate) must not crash the process: pg-pool discards
  // an idle client that errors, and a checked-out client's error reaches the query that uses it; the
  // listener on each client covers the moment between queries (inside a transaction) when nobody listens
  pool.on('error', (err) => onIdleError(err));
  pool.on('connect', (client) => client.on('error', (err) => onIdleError(err)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, driver: 'postgres', listenTarget: { driver: 'postgres', url }, close: () => db.destroy() };
}

/** Wraps an existing PGlite instance (tests create in-memory ones). */
export function wrapPGlite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, driver: 'pglite', listenTarget: { driver: 'pglite', pglite }, close: () => db.destroy() };
}

/** PGlite options shared by every embedded instance: the same type parsing as the pg pool. */
export const PGLITE_OPTIONS = { parsers: { [INT8_OID]: toNumber, [DATE_OID]: asText } };

/** Opens embedded PGlite at `dir` (created when missing); `undefined` = in memory. */
export async function openPGlite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir ?? 'memory://', PGLITE_OPTIONS);
  return wrapPGlite(pglite);
}

/** True when the database answers. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
