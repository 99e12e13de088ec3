/**
 * The invite commission job (docs/product.md "Friend invite"; run by every scheduler tick,
 * scheduler/run-scheduler-tick.ts): pays each referrer their commission on the stake AT RISK of the
 * settled slips of the players they invited (issue 20, "no commission for free"):
 * - a draw-game bet slip (WIN/LOSE, of a round that was not voided): the sum of its lines settled WIN or LOSE;
 *   lines the player cancelled (USER_CANCEL) or a void refunded (CANCEL) are left out, so the stake is net of
 *   cancellations; a slip wholly cancelled or voided (status USER_CANCEL/CANCEL) is never a candidate;
 * - a mini-game slip (LOST/CASHED_OUT): its stake once at least one step was played (`steps > 0`: that call
 *   could have lost it; a rock-paper-scissors draw is a step too), else 0: a slip cashed out before its first
 *   step got its whole stake back and risked nothing (the farming loop of issue 20).
 * Commission = floor(at-risk stake × bps / 10000) satang, bps the rate in force when the slip settled
 * (commission-rate.ts), never negative, never for a player's own slip (a referrer is never the invitee: checked
 * by the schema too). A slip with nothing at risk still gets its row (stake 0, commission 0, no transfer) so it
 * is not looked at again.
 *
 * Exactly once per slip, in one transaction, set-based (a batch of at most `limit` slips per source):
 * 1. one `insert … select … on conflict (source, slip_id) do nothing returning` claims the slips no row covers
 *    yet: a second job running at the same time (another api process) waits on the first one's rows and then
 *    inserts nothing for them;
 * 2. the claimed rows with a commission above 0 are posted in bulk (post-ledger-transfers-bulk.ts), one transfer
 *    each, house stripe of the referrer → referrer, kind INVITE_COMMISSION, idempotency (scope
 *    `invite-commission`, key `{source}:{slip id}`), the ledger's backstop;
 * 3. each row gets its transfer id.
 * Returns the slips claimed and the satang paid.
 */
import { sql } from 'kysely';
import type { Trx } from '../db/transaction';
import { houseAccountCode } from '../wallet/accounts';
import { postLedgerTransfersBulk, type BulkTransfer } from '../wallet/post-ledger-transfers-bulk';
import { transferLegs } from '../wallet/post-ledger-transfer';

export const INVITE_COMMISSION_SCOPE = 'invite-commission';

interface Claimed {
  id: number;
  source: 'draw' | 'minigame';
  slip_id: number;
  slip_code: string;
  referrer_id: number;
  commission_satang: number;
}

export async function payInviteCommissions(
  trx: Trx,
  now: Date,
  defaultBps: number,
  limit = 500,
): Promise<{ slips: number; paidSatang: number }> {
  const claimed = (
    await sql<Claimed>`
      with cand as (
        (select 'draw'::text as source, s.id as slip_id, s.slip_code, s.user_id as invitee_id,
                u.invited_by as referrer_id,
                coalesce(sum(l.amount_satang) filter (where l.status in ('WIN', 'LOSE')), 0)::bigint as stake,
                coalesce(max(l.settled_at), s.created_at) as settled_at
           from users u
           join bet_slips s on s.user_id = u.id and s.status in ('WIN', 'LOSE')
           join rounds r on r.id = s.round_id and r.state <> 'void'
           join bet_lines l on l.slip_id = s.id
          where u.invited_by is not null and u.invited_by <> u.id
            and not exists (select 1 from invite_commissions c where c.source = 'draw' and c.slip_id = s.id)
          group by s.id, s.slip_code, s.user_id, u.invited_by
          order by s.id
          limit ${limit})
        union all
        (select 'minigame'::text, m.id, m.slip_code, m.user_id, u.invited_by,
                -- at risk only once a step was played: a cash-out at step 0 returned the whole stake
                (case when m.steps > 0 then m.stake_satang else 0 end)::bigint, m.ended_at
           from users u
           join minigame_slips m on m.user_id = u.id and m.status in ('LOST', 'CASHED_OUT') and m.ended_at is not null
          where u.invited_by is not null and u.invited_by <> u.id
            and not exists (select 1 from invite_commissions c where c.source = 'minigame' and c.slip_id = m.id)
          order by m.id
          limit ${limit})
      ), rated as (
        select cand.*,
               coalesce((select r.bps from invite_commission_rates r
                          where r.effective_from <= cand.settled_at
                          order by r.effective_from desc, r.id desc limit 1), ${defaultBps}::int) as bps
          from cand
      )
      insert into invite_commissions (source, slip_id, slip_code, referrer_id, invitee_id, stake_satang, bps,
                                      commission_satang, settled_at, created_at)
      select source, slip_id, slip_code, referrer_id, invitee_id, greatest(stake, 0), bps,
             greatest(stake, 0) * bps / 10000, settled_at, ${now}
        from rated
       order by source, slip_id
      on conflict (source, slip_id) do nothing
      returning id, source, slip_id, slip_code, referrer_id, commission_satang`.execute(trx)
  ).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    slip_id: Number(r.slip_id),
    referrer_id: Number(r.referrer_id),
    commission_satang: Number(r.commission_satang),
  }));
  const paying = claimed.filter((c) => c.commission_satang > 0);
  if (paying.length === 0) return { slips: claimed.length, paidSatang: 0 };

  const referrers = [...new Set(paying.map((c) => c.referrer_id))];
  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'code'])
    .where((eb) =>
      eb.or([eb('user_id', 'in', referrers), eb('code', 'in', [...new Set(referrers.map(houseAccountCode))])]),
    )
    .execute();
  const playerAccount = new Map(accounts.filter((a) => a.user_id !== null).map((a) => [Number(a.user_id), a.id]));
  const houseAccount = new Map(accounts.filter((a) => a.user_id === null).map((a) => [a.code, a.id]));
  const transfers: BulkTransfer[] = paying.map((c) => {
    const player = playerAccount.get(c.referrer_id);
    const house = houseAccount.get(houseAccountCode(c.referrer_id));
    if (player === undefined || house === undefined)
      throw new Error(`invite commission ${c.id}: no ledger account for referrer ${c.referrer_id}`);
    return {
      kind: 'INVITE_COMMISSION',
      memo: `invite commission on ${c.slip_code}`,
      userId: c.referrer_id,
      idempotencyScope: INVITE_COMMISSION_SCOPE,
      idempotencyKey: `${c.source}:${c.slip_id}`,
      legs: transferLegs(house, player, c.commission_satang),
    };
  });
  const { posted } = await postLedgerTransfersBulk(trx, transfers, now);
  const ids = [...posted.keys()];
  if (ids.length > 0)
    await sql`
      update invite_commissions as c set transfer_id = v.transfer_id
        from unnest(${sql.val(ids.map((i) => paying[i]!.id))}::bigint[],
                    ${sql.val(ids.map((i) => posted.get(i)!))}::bigint[]) as v(id, transfer_id)
       where c.id = v.id`.execute(trx);
  return { slips: claimed.length, paidSatang: paying.reduce((s, c) => s + c.commission_satang, 0) };
}
