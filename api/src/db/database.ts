/**
 * The database handle: Kysely over `pg.Pool` when DATABASE_URL is set, over embedded PGlite otherwise
 * (ARCHITECTURE section 4). Both return int8 as number (satang amounts fit in 2^53) and `date` as the
 * 'YYYY-MM-DD' text, so the code above never sees driver differences.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

const toNumber = (v: string) => Number(v);
const asText = (v: string) => v;

/** Opens PostgreSQL at `url` with a small pool. */
export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (err: Error) => void = (err) => console.error('postgres: idle connection error:', err.message),
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return toNumber;
        if (oid === DATE_OID) return asText;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // an idle connection the server drops (restart, admin terminate) must not crash the process:
  // pg-pool discards that client and the next query opens a new one
  pool.on('error', (err) => onIdleError(err));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, driver: 'postgres', close: () => db.destroy() };
}

/** Wraps an existing PGlite instance (tests create in-memory ones). */
export function wrapPGlite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return { db, driver: 'pglite', close: () => db.destroy() };
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
