/**
 * System status flags (docs/product.md "System status"): stored as one JSON value in app_settings, merged over the
 * defaults so new flags appear without a migration. Ops update any subset.
 */
import { DEFAULT_SYSTEM_STATUS, systemStatusSchema, type SystemStatus } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

const KEY = 'system_status';

/** The current flags (defaults for anything never set). */
export async function getSystemStatus(db: DbOrTrx): Promise<SystemStatus> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return systemStatusFrom(row?.value);
}

/** The app_settings key of the flags (for reads that fold it into another query, e.g. load-bet-context.ts). */
export const SYSTEM_STATUS_KEY = KEY;

/** The flags from a stored value (undefined or unreadable → the defaults). */
export function systemStatusFrom(value: unknown): SystemStatus {
  const stored = systemStatusSchema.partial().safeParse(value ?? {});
  return { ...DEFAULT_SYSTEM_STATUS, ...(stored.success ? stored.data : {}) };
}

/** Merges `patch` into the stored flags; returns the result. */
export async function updateSystemStatus(db: DbOrTrx, patch: Partial<SystemStatus>, now: Date): Promise<SystemStatus> {
  const next = { ...(await getSystemStatus(db)), ...patch };
  await db
    .insertInto('app_settings')
    .values({ key: KEY, value: JSON.stringify(next), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(next), updated_at: now }))
    .execute();
  return next;
}
