/** The player's six limits as in force at `now` (kinds without a row have no limit). */
import { LIMIT_KINDS, type LimitKind } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';
import { resolveLimit, type ResolvedLimit } from './limit-rules';

export async function readLimits(db: DbOrTrx, userId: number, now: Date): Promise<Record<LimitKind, ResolvedLimit>> {
  const rows = await db
    .selectFrom('player_limits')
    .select(['kind', 'limit_satang', 'pending_satang', 'pending_effective_at'])
    .where('user_id', '=', userId)
    .execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return Object.fromEntries(LIMIT_KINDS.map((k) => [k, resolveLimit(byKind.get(k), now)])) as Record<
    LimitKind,
    ResolvedLimit
  >;
}
