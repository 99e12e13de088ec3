/**
 * GET backoffice/reconciliation/ledger (issue 10): the double-entry checks over the whole ledger — the sum of
 * every posting (must be 0), the transfers whose own postings do not sum to 0, the accounts whose stored
 * `balance_satang` is not the sum of their postings (count and the first 20 by id) — the stored balances per
 * account kind with the house split into its stripes and its per-round payout pools (wallet/accounts.ts,
 * draw-games/settlement/round-payout-pool.ts), and per transfer kind in a Bangkok date range (all time without
 * one): count, volume and each account kind's net. Amounts are satang. Read-only; set-based SQL (PGlite and
 * PostgreSQL): in one read-only repeatable-read snapshot: passes over the postings for the checks, the transfers of the range by `created_at` (index of
 * migration 0020) for the kinds.
 */
import { sql } from 'kysely';
import type { LedgerReconciliation, LedgerReconciliationQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { bangkokRange } from './reconciliation-range';

/** How many mismatching accounts the answer names. */
export const MISMATCHES_SHOWN = 20;

export async function checkLedgerTotals(ctx: AppContext, q: LedgerReconciliationQuery): Promise<LedgerReconciliation> {
  const range = q.from !== undefined && q.to !== undefined ? bangkokRange(q, ctx.clock.now()) : null;
  // one snapshot for every figure: postings and balances written meanwhile must not show as a mismatch
  const [totals, mismatched, kinds, house, transferKinds] = await ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(
      async (db) =>
        [
          await sql<{ sum: number; n: number; unbalanced: number }>`
      with per_transfer as (
        select sum(amount_satang)::bigint as s, count(*)::bigint as n from ledger_postings group by transfer_id)
      select coalesce(sum(s), 0)::bigint as sum, coalesce(sum(n), 0)::bigint as n,
             count(*) filter (where s <> 0)::bigint as unbalanced
        from per_transfer`.execute(db),
          await sql<{ id: number; code: string; kind: string; balance: number; postings: number; total: number }>`
      with p as (select account_id, sum(amount_satang)::bigint as s from ledger_postings group by account_id),
      m as (
        select a.id, a.code, a.kind, a.balance_satang as balance, coalesce(p.s, 0)::bigint as postings
          from ledger_accounts a left join p on p.account_id = a.id
         where a.balance_satang <> coalesce(p.s, 0))
      select m.*, (select count(*) from m)::bigint as total from m order by m.id limit ${MISMATCHES_SHOWN}`.execute(db),
          await sql<{ kind: string; accounts: number; balance: number }>`
      select kind, count(*)::bigint as accounts, coalesce(sum(balance_satang), 0)::bigint as balance
        from ledger_accounts group by kind order by kind`.execute(db),
          await sql<{ stripes: number; stripe_accounts: number; pools: number; pool_accounts: number }>`
      select coalesce(sum(balance_satang) filter (where code not like 'house:round:%'), 0)::bigint as stripes,
             count(*) filter (where code not like 'house:round:%')::bigint as stripe_accounts,
             coalesce(sum(balance_satang) filter (where code like 'house:round:%'), 0)::bigint as pools,
             count(*) filter (where code like 'house:round:%')::bigint as pool_accounts
        from ledger_accounts where kind = 'house'`.execute(db),
          await sql<{ kind: string; transfers: number; volume: number; player: number; house: number; rail: number }>`
      select t.kind, count(distinct t.id)::bigint as transfers,
             coalesce(sum(p.amount_satang) filter (where p.amount_satang > 0), 0)::bigint as volume,
             coalesce(sum(p.amount_satang) filter (where a.kind = 'player'), 0)::bigint as player,
             coalesce(sum(p.amount_satang) filter (where a.kind = 'house'), 0)::bigint as house,
             coalesce(sum(p.amount_satang) filter (where a.kind = 'rail'), 0)::bigint as rail
        from ledger_transfers t
        join ledger_postings p on p.transfer_id = t.id
        join ledger_accounts a on a.id = p.account_id
       where ${range ? sql`t.created_at >= ${range.start} and t.created_at < ${range.end}` : sql`true`}
       group by t.kind order by t.kind`.execute(db),
        ] as const,
    );

  const t = totals.rows[0]!;
  const h = house.rows[0]!;
  const postingsSum = Number(t.sum);
  const unbalanced = Number(t.unbalanced);
  const mismatchedCount = Number(mismatched.rows[0]?.total ?? 0);
  return {
    ok: postingsSum === 0 && unbalanced === 0 && mismatchedCount === 0,
    postings_sum_satang: postingsSum,
    postings_count: Number(t.n),
    unbalanced_transfers: unbalanced,
    mismatched_count: mismatchedCount,
    mismatched_accounts: mismatched.rows.map((r) => ({
      account_id: String(r.id),
      code: r.code,
      kind: r.kind,
      balance_satang: Number(r.balance),
      postings_satang: Number(r.postings),
      difference_satang: Number(r.balance) - Number(r.postings),
    })),
    account_kinds: kinds.rows.map((k) => ({
      kind: k.kind,
      accounts: Number(k.accounts),
      balance_satang: Number(k.balance),
    })),
    house: {
      balance_satang: Number(h.stripes) + Number(h.pools),
      stripes_satang: Number(h.stripes),
      stripe_accounts: Number(h.stripe_accounts),
      pools_satang: Number(h.pools),
      pool_accounts: Number(h.pool_accounts),
    },
    range: range ? { from: range.from, to: range.to } : null,
    transfer_kinds: transferKinds.rows.map((k) => ({
      kind: k.kind,
      transfers: Number(k.transfers),
      volume_satang: Number(k.volume),
      player_satang: Number(k.player),
      house_satang: Number(k.house),
      rail_satang: Number(k.rail),
    })),
  };
}
