/**
 * How the signing key reaches `recordAudit` without a global and without every use case passing it: the app's
 * database handle carries the keyring as a Kysely plugin that changes no query (app.ts `withAuditSigning`);
 * Kysely hands a handle's plugins to its transactions, so `auditKeyringOf(trx)` finds it in any transaction of
 * the app's handle. A handle without it cannot write an audit row (recordAudit throws): no row is ever
 * written unsigned by mistake.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from '../db/database';
import type { DbOrTrx } from '../db/transaction';
import type { AuditKeyring } from './audit-signature';

class AuditSigningPlugin implements KyselyPlugin {
  constructor(readonly keyring: AuditKeyring) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The same database, its handle carrying `keyring` for recordAudit (and the console's chain check). */
export function withAuditSigning(database: Database, keyring: AuditKeyring): Database {
  return { ...database, db: database.db.withPlugin(new AuditSigningPlugin(keyring)) };
}

/** The keyring a handle (or a transaction of it) carries; null when it was not opened by the app. */
export function auditKeyringOf(db: DbOrTrx): AuditKeyring | null {
  const plugin = db.getExecutor().plugins.find((p): p is AuditSigningPlugin => p instanceof AuditSigningPlugin);
  return plugin?.keyring ?? null;
}

/** The keyring a handle carries; throws when it carries none (a handle the app did not open). */
export function requireAuditKeyringOf(db: DbOrTrx): AuditKeyring {
  const keyring = auditKeyringOf(db);
  if (!keyring) throw new Error("this database handle carries no audit signing key (use the app's ctx.db)");
  return keyring;
}
