/**
 * `npm run audit:verify [-- --anchor ID:HEX]`: recomputes the audit chain of the database the api would use
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR — stop the server first, PGlite has one writer) and
 * checks every row's signature with the keys of AUDIT_SIGNING_KEY (else the development key file under
 * DATA_DIR), then prints the result and an anchor (`ID:SIG` of the last row) to keep outside the database.
 * `--anchor` (a value printed by an earlier run) also requires that row to be still there with that signature
 * (or hash, for a row from before signing started): it catches a tail cut off, or the signing start moved and
 * the signatures stripped, which the database alone cannot show. Exit 0 when the chain holds, 1 when a row is
 * broken (the first one is printed) or the anchor does not match, 2 on error.
 */
import { openDatabase } from './db/open-database';
import { loadConfig } from './config';
import { loadAuditKeyring } from './audit/audit-signing-key';
import { verifyAuditChain } from './audit/verify-audit-chain';

/** `--anchor ID:HEX` or `--anchor=ID:HEX` of argv; undefined without one; throws on a malformed value. */
function anchorArg(argv: readonly string[]): { id: number; value: string } | undefined {
  const i = argv.findIndex((a) => a === '--anchor' || a.startsWith('--anchor='));
  if (i < 0) return undefined;
  const raw = argv[i]!.includes('=') ? argv[i]!.slice('--anchor='.length) : argv[i + 1];
  const m = /^(\d+):([0-9a-f]{64})$/.exec(raw ?? '');
  if (!m) throw new Error('--anchor must be ID:HEX as printed by an earlier audit:verify');
  return { id: Number(m[1]), value: m[2]! };
}

async function main(): Promise<number> {
  const anchor = anchorArg(process.argv.slice(2));
  const config = loadConfig();
  const keyring = loadAuditKeyring(config, (w) => console.warn(w));
  const database = await openDatabase(config);
  try {
    const result = await verifyAuditChain(database.db, keyring);
    if (!result.ok) {
      console.error(
        `audit chain BROKEN at row ${result.first_broken!.id}: ${result.first_broken!.reason} (${result.rows_checked} rows verified before it)`,
      );
      return 1;
    }
    const signing = `${result.signed_rows} signed, ${result.unsigned_rows} from before signing started (rows 1-${result.signed_after_id})`;
    if (anchor) {
      const row = await database.db
        .selectFrom('audit_log')
        .select(['hash', 'sig'])
        .where('id', '=', anchor.id)
        .where('id', '<=', result.last_id)
        .executeTakeFirst();
      if (!row || (row.sig ?? row.hash) !== anchor.value) {
        console.error(
          `audit chain BROKEN at row ${anchor.id}: the anchor ${anchor.id}:${anchor.value.slice(0, 12)}… does not match the trail (${row ? 'the row differs' : 'the row is gone'}): rows were cut or re-signed`,
        );
        return 1;
      }
    }
    const last = result.last_id
      ? await database.db
          .selectFrom('audit_log')
          .select(['hash', 'sig'])
          .where('id', '=', result.last_id)
          .executeTakeFirstOrThrow()
      : null;
    console.log(
      `audit chain OK: ${result.rows_checked} rows (${signing}), last id ${result.last_id}, last hash ${result.last_hash}`,
    );
    if (last)
      console.log(
        `anchor (keep it outside the database; check with --anchor): ${result.last_id}:${last.sig ?? last.hash}`,
      );
    if (result.signed_rows === 0 && result.rows_checked > 0)
      console.warn('warning: no row is signed yet (an ops action after this version signs the next row)');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const hint = /audit_head|audit_log|audit_signing/.test(message)
      ? ' (is this database migrated? the api migrates it at start)'
      : '';
    console.error(`audit:verify failed: ${message}${hint}`);
    process.exit(2);
  },
);
