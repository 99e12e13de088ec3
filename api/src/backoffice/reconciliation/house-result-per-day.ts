/**
 * GET backoffice/reconciliation/house-daily (issue 10): the house's result per game per Bangkok day, from the
 * ledger's house legs (every `kind = 'house'` account: the 16 stripes and the per-round payout pools).
 * Per transfer the house legs are summed; the transfer's kind says stakes (BET, LOTTERY_PURCHASE), payouts
 * (PAYOUT, LOTTERY_PRIZE) or refunds (REFUND, CANCEL_REFUND, LOTTERY_CANCEL); its game is that of the slip its
 * idempotency key names (draw-game, ticket-shop or minigame slip; voids key `void:{slip}`, cancels
 * `{slip}:{lines}`). PAYOUT_POOL sweeps move money between house accounts only and net to 0. Net =
 * stakes − payouts − refunds, satang. Range: Bangkok dates, the last 30 days by default (reconciliation-range.ts).
 * Set-based SQL (PGlite and PostgreSQL); it reads the house accounts' postings of the range through
 * `ledger_postings (account_id, created_at)`.
 */
import { sql } from 'kysely';
import { SHOP_GAME_CODE, type HouseDaily, type HouseDailyQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { bangkokRange } from './reconciliation-range';

const STAKES = ['BET', 'LOTTERY_PURCHASE'];
const PAYOUTS = ['PAYOUT', 'LOTTERY_PRIZE'];
const REFUNDS = ['REFUND', 'CANCEL_REFUND', 'LOTTERY_CANCEL'];

export async function houseResultPerDay(ctx: AppContext, q: HouseDailyQuery): Promise<HouseDaily> {
  const range = bangkokRange(q, ctx.clock.now());
  const game = q.game ?? null;
  const rows = await sql<{ day: string; game_code: string; stakes: number; payouts: number; refunds: number }>`
    with h as (
      select p.transfer_id, sum(p.amount_satang)::bigint as amount, min(p.created_at) as at
        from ledger_postings p join ledger_accounts a on a.id = p.account_id
       where a.kind = 'house' and p.created_at >= ${range.start} and p.created_at < ${range.end}
       group by p.transfer_id
    ), t as (
      select h.amount, h.at, t.kind,
             case
               when t.idempotency_scope = 'refund' then substr(t.idempotency_key, 6)
               when t.idempotency_scope in ('cancel', 'lottery.cancel') then split_part(t.idempotency_key, ':', 1)
               else t.idempotency_key
             end as slip_code
        from h join ledger_transfers t on t.id = h.transfer_id
       where t.kind = any(${sql.val([...STAKES, ...PAYOUTS, ...REFUNDS])}::text[])
    ), g as (
      select t.*, to_char((t.at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD') as day,
             coalesce(bs.game_code, ms.game_code, case when ls.id is not null then ${SHOP_GAME_CODE} end) as game_code
        from t
        left join bet_slips bs on bs.slip_code = t.slip_code
        left join lottery_slips ls on ls.slip_code = t.slip_code
        left join minigame_slips ms on ms.slip_code = t.slip_code
    )
    select day, game_code,
           coalesce(sum(amount) filter (where kind = any(${sql.val(STAKES)}::text[])), 0)::bigint as stakes,
           coalesce(-sum(amount) filter (where kind = any(${sql.val(PAYOUTS)}::text[])), 0)::bigint as payouts,
           coalesce(-sum(amount) filter (where kind = any(${sql.val(REFUNDS)}::text[])), 0)::bigint as refunds
      from g
     where game_code is not null ${game ? sql`and game_code = ${game}` : sql``}
     group by day, game_code
     order by day, game_code`.execute(ctx.db);

  const days = rows.rows.map((r) => {
    const stakes = Number(r.stakes);
    const payouts = Number(r.payouts);
    const refunds = Number(r.refunds);
    return {
      date: r.day,
      game_code: r.game_code,
      stakes_satang: stakes,
      payouts_satang: payouts,
      refunds_satang: refunds,
      net_satang: stakes - payouts - refunds,
    };
  });
  const sum = (f: (d: (typeof days)[number]) => number) => days.reduce((s, d) => s + f(d), 0);
  return {
    from: range.from,
    to: range.to,
    game,
    days,
    totals: {
      stakes_satang: sum((d) => d.stakes_satang),
      payouts_satang: sum((d) => d.payouts_satang),
      refunds_satang: sum((d) => d.refunds_satang),
      net_satang: sum((d) => d.net_satang),
    },
  };
}
