/**
 * The player's protection state under the protection row's lock, in ONE round trip (issue 9: a bet's
 * transaction was three): locks the `player_protection` row FOR UPDATE (created first when missing, as
 * lock-protection-row.ts does) and reads, in the same statement, the player's self-exclusion end and their
 * six limits as in force at `now`. Every bet, checkout, deposit and mini-game stake takes it before the
 * ledger accounts, so one player's limit checks run one at a time and each sees the others' postings. The users
 * row is read FOR SHARE, so a status change or self-exclusion committed while this waited is seen, not a stale copy.
 */
import { sql } from 'kysely';
import { LIMIT_KINDS, type LimitKind } from 'shared-contracts';
import type { Trx } from '../db/transaction';
import { resolveLimit, type ResolvedLimit, type StoredLimit } from './limit-rules';

export interface ProtectionState {
  realityCheckMinutes: number | null;
  /** End of the player's self-exclusion, or null. */
  selfExcludedUntil: Date | null;
  /** The account status (ops: backoffice/players/set-player-status.ts); only ACTIVE may move money. */
  status: 'ACTIVE' | 'INACTIVE' | 'BANNED';
  limits: Record<LimitKind, ResolvedLimit>;
}

interface Row {
  reality_check_minutes: number | null;
  self_excluded_until: Date | string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'BANNED';
  limits: {
    kind: string;
    limit_satang: number | null;
    pending_satang: number | null;
    pending_effective_at: string | null;
  }[];
}

export async function lockProtectionState(trx: Trx, userId: number, now: Date): Promise<ProtectionState> {
  const lock = async () =>
    (
      await sql<Row>`
        select pp.reality_check_minutes, u.self_excluded_until, u.status,
               coalesce((select json_agg(json_build_object(
                                 'kind', l.kind, 'limit_satang', l.limit_satang,
                                 'pending_satang', l.pending_satang, 'pending_effective_at', l.pending_effective_at))
                           from player_limits l where l.user_id = pp.user_id), '[]'::json) as limits
          from player_protection pp
          join users u on u.id = pp.user_id
         where pp.user_id = ${userId}
           for update of pp for share of u`.execute(trx)
    ).rows[0];
  let row = await lock();
  if (!row) {
    await trx
      .insertInto('player_protection')
      .values({ user_id: userId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    row = await lock();
    if (!row) throw new Error(`user ${userId} does not exist`);
  }
  const byKind = new Map<string, StoredLimit>(
    row.limits.map((l) => [
      l.kind,
      {
        limit_satang: l.limit_satang === null ? null : Number(l.limit_satang),
        pending_satang: l.pending_satang === null ? null : Number(l.pending_satang),
        pending_effective_at: l.pending_effective_at === null ? null : new Date(l.pending_effective_at),
      },
    ]),
  );
  return {
    realityCheckMinutes: row.reality_check_minutes,
    selfExcludedUntil: row.self_excluded_until === null ? null : new Date(row.self_excluded_until),
    status: row.status,
    limits: Object.fromEntries(LIMIT_KINDS.map((k) => [k, resolveLimit(byKind.get(k), now)])) as Record<
      LimitKind,
      ResolvedLimit
    >,
  };
}
