import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openPGlite, openPostgres, type Database } from './database';

/** PostgreSQL (DATABASE_URL, pool and timeouts from the config) or embedded PGlite under DATA_DIR. */
export async function openDatabase(config: Config, log?: FastifyBaseLogger): Promise<Database> {
  if (!config.databaseUrl) return openPGlite(path.join(config.dataDir, 'pg'));
  return openPostgres(
    config.databaseUrl,
    config.dbPoolSize,
    (err) => (log ? log.warn({ err: err.message }, 'postgres connection lost') : undefined),
    {
      statementTimeoutMs: config.dbStatementTimeoutMs,
      lockTimeoutMs: config.dbLockTimeoutMs,
      idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
    },
  );
}
