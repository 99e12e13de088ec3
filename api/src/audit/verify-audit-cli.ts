/**
 * `npm run audit:verify`: recomputes the audit chain of the database the api would use (DATABASE_URL,
 * else the embedded PGlite under DATA_DIR — stop the server first, PGlite has one writer) and prints
 * the result. Exit 0 when the chain holds, 1 when a row is broken (the first one is printed), 2 on error.
 */
import { openDatabase } from '../app';
import { loadConfig } from '../config';
import { verifyAuditChain } from './verify-audit-chain';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      console.log(
        `audit chain OK: ${result.rows_checked} rows, last id ${result.last_id}, last hash ${result.last_hash}`,
      );
      return 0;
    }
    console.error(
      `audit chain BROKEN at row ${result.first_broken!.id}: ${result.first_broken!.reason} (${result.rows_checked} rows verified before it)`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const hint = /audit_head|audit_log/.test(message)
      ? ' (is this database migrated? the api migrates it at start)'
      : '';
    console.error(`audit:verify failed: ${message}${hint}`);
    process.exit(2);
  },
);
