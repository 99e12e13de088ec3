/**
 * GET backoffice/reconciliation/rounds (issue 10): stakes and payouts per round, from its slips — draw-game
 * `bet_slips` (stakes `total_satang`, payouts `payout_satang`, refunds = the stakes of its lines cancelled by a
 * void (`CANCEL`) plus those the player cancelled (`USER_CANCEL`) less their fees), or for the ticket shop's
 * rounds (LOTTH) `lottery_slips` (`paid_satang`, `prize_satang`, `refunded_satang`). Net = stakes − payouts −
 * refunds, satang. Rounds whose draw date is in the Bangkok range (last 30 days by default), of one game or
 * all (`with_slips=true`: only rounds with a slip), latest draw first, paged (`page` from 1, `page_size` ≤ 200; `total` = rounds in the filter).
 * Set-based SQL (PGlite and PostgreSQL): the page's rounds by `rounds (game_code, draw_date)`, their slips by
 * `bet_slips (round_id, id)` / `lottery_slips (round_id, …)`.
 */
import { sql } from 'kysely';
import type { RoundReconciliation, RoundReconciliationQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { bangkokRange } from './reconciliation-range';

export async function roundStakesAndPayouts(
  ctx: AppContext,
  q: RoundReconciliationQuery,
): Promise<RoundReconciliation> {
  const range = bangkokRange(q, ctx.clock.now());
  const game = q.game ?? null;
  const withSlips = q.with_slips === 'true';
  const filter = sql`r.draw_date >= ${range.from}::date and r.draw_date <= ${range.to}::date
    ${game ? sql`and r.game_code = ${game}` : sql``}
    ${
      withSlips
        ? sql`and (exists (select 1 from bet_slips s where s.round_id = r.id)
                   or exists (select 1 from lottery_slips s where s.round_id = r.id))`
        : sql``
    }`;
  const offset = (q.page - 1) * q.page_size;
  const rows = await sql<{
    id: number;
    game_code: string;
    draw_date: string;
    round_no: number;
    state: string;
    total: number;
    slips: number;
    stakes: number;
    payouts: number;
    refunds: number;
  }>`
    with r as (
      select r.id, r.game_code, r.draw_date, r.round_no, r.state
        from rounds r where ${filter}
       order by r.draw_date desc, r.game_code, r.round_no desc, r.id desc
       limit ${q.page_size} offset ${offset}
    ), b as (
      select s.round_id, count(*)::bigint as slips, sum(s.total_satang)::bigint as stakes,
             sum(s.payout_satang)::bigint as payouts
        from bet_slips s where s.round_id in (select id from r) group by s.round_id
    ), c as (
      select s.round_id,
             sum(case when l.status = 'CANCEL' then l.amount_satang
                      else l.amount_satang - l.cancel_fee_satang end)::bigint as refunds
        from bet_slips s join bet_lines l on l.slip_id = s.id
       where s.round_id in (select id from r) and l.status in ('CANCEL', 'USER_CANCEL')
       group by s.round_id
    ), ls as (
      select s.round_id, count(*)::bigint as slips, sum(s.paid_satang)::bigint as stakes,
             sum(s.prize_satang)::bigint as payouts, sum(s.refunded_satang)::bigint as refunds
        from lottery_slips s where s.round_id in (select id from r) group by s.round_id
    )
    select r.id, r.game_code, to_char(r.draw_date, 'YYYY-MM-DD') as draw_date, r.round_no, r.state,
           (select count(*) from rounds r where ${filter})::bigint as total,
           (coalesce(b.slips, 0) + coalesce(ls.slips, 0))::bigint as slips,
           (coalesce(b.stakes, 0) + coalesce(ls.stakes, 0))::bigint as stakes,
           (coalesce(b.payouts, 0) + coalesce(ls.payouts, 0))::bigint as payouts,
           (coalesce(c.refunds, 0) + coalesce(ls.refunds, 0))::bigint as refunds
      from r
      left join b on b.round_id = r.id
      left join c on c.round_id = r.id
      left join ls on ls.round_id = r.id
     order by r.draw_date desc, r.game_code, r.round_no desc, r.id desc`.execute(ctx.db);

  const total =
    rows.rows.length > 0
      ? Number(rows.rows[0]!.total)
      : Number(
          (await sql<{ n: number }>`select count(*)::bigint as n from rounds r where ${filter}`.execute(ctx.db))
            .rows[0]!.n,
        );
  return {
    from: range.from,
    to: range.to,
    game,
    with_slips: withSlips,
    page: q.page,
    page_size: q.page_size,
    total,
    rounds: rows.rows.map((r) => {
      const stakes = Number(r.stakes);
      const payouts = Number(r.payouts);
      const refunds = Number(r.refunds);
      return {
        round_id: String(r.id),
        game_code: r.game_code,
        draw_date: r.draw_date,
        round_no: Number(r.round_no),
        state: r.state,
        slips: Number(r.slips),
        stakes_satang: stakes,
        payouts_satang: payouts,
        refunds_satang: refunds,
        net_satang: stakes - payouts - refunds,
      };
    }),
  };
}
