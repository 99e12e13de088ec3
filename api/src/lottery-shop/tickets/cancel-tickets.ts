/**
 * POST /lottery/bet-slip/partial/{id} `{ticket_ids?}`: the player cancels some (or, without ids, all)
 * available tickets of a purchase while cancelling is allowed (cancel-rules.ts), in one transaction:
 * tickets → user_cancel, the stock returns (sold −), the price paid minus the 10% fee goes back through
 * the ledger (house → player), FREE_LOTTERY tickets used come back, and BUY_GET_FREE tickets the
 * purchase no longer earns are taken back (E30003 when the player has already spent them).
 * Errors: 404 E10001 unknown slip/ticket; 409 E20016 outside the cancel window; 409 E10409 nothing
 * left to cancel.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type LotteryBetSlip } from 'shared-contracts';
import type { AppContext } from '../../context';
import { playerAndHouseAccounts } from '../../wallet/accounts';
import { postLedgerTransfer, transferLegs } from '../../wallet/post-ledger-transfer';
import { cancelRefusal, ticketCancelFee } from './cancel-rules';
import { loadSlipViews } from './slip-view';

export async function cancelTickets(
  ctx: AppContext,
  userId: number,
  slipCode: string,
  ticketIds: string[] | undefined,
): Promise<LotteryBetSlip> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const found = await trx
      .selectFrom('lottery_slips')
      .select('round_id')
      .where('slip_code', '=', slipCode)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, `lottery slip ${slipCode} does not exist`);
    // the round before the slip (settlement locks the round, then the slips)
    const round = await trx
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', found.round_id)
      .forShare()
      .executeTakeFirstOrThrow();
    const slip = await trx
      .selectFrom('lottery_slips')
      .selectAll()
      .where('slip_code', '=', slipCode)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const refusal = cancelRefusal(round, slip, now);
    if (refusal) throw new AppError(ErrorCode.ROUND_CLOSED, refusal, { slip_id: slip.slip_code });
    const all = await trx
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('slip_id', '=', slip.id)
      .orderBy('id')
      .execute();
    let chosen = all.filter((t) => t.state === 'available');
    if (ticketIds && ticketIds.length > 0) {
      const unknown = ticketIds.filter((id) => !all.some((t) => String(t.id) === id));
      if (unknown.length)
        throw new AppError(ErrorCode.NOT_FOUND, `tickets not in slip ${slipCode}: ${unknown.join(', ')}`);
      const ids = new Set(ticketIds);
      chosen = chosen.filter((t) => ids.has(String(t.id)));
    }
    if (chosen.length === 0)
      throw new AppError(ErrorCode.CONFLICT, `slip ${slipCode} has no available ticket to cancel`);

    const perNumber = new Map<string, number>();
    for (const t of chosen) perNumber.set(t.number, (perNumber.get(t.number) ?? 0) + 1);
    const numbers = [...perNumber.keys()].sort();
    // inventory rows first, in number order (as booking and checkout lock them), then the player row
    await sql`select number from lottery_inventory where round_id = ${slip.round_id}
               and number = any(${sql.val(numbers)}::text[]) order by number for update`.execute(trx);
    await sql`
      update lottery_inventory as i set sold = i.sold - v.n
        from unnest(${sql.val(numbers)}::text[], ${sql.val(numbers.map((n) => perNumber.get(n)!))}::int[]) as v(number, n)
       where i.round_id = ${slip.round_id} and i.number = v.number`.execute(trx);
    const refundSatang = chosen.reduce((s, t) => s + ticketCancelFee(t.price_satang).refundSatang, 0);
    const freeBack = chosen.filter((t) => t.paid_with_free).length;
    // BUY_GET_FREE: keep only what the remaining paid tickets still earn
    const paidLeft = all.filter((t) => t.state === 'available' && !t.paid_with_free && !chosen.includes(t)).length;
    const earnedNow =
      slip.bgf_buy_count && slip.bgf_free_count ? Math.floor(paidLeft / slip.bgf_buy_count) * slip.bgf_free_count : 0;
    const takeBack = Math.max(0, slip.free_earned - earnedNow);
    const delta = freeBack - takeBack;
    if (delta !== 0) {
      const updated = await trx
        .updateTable('users')
        .set((eb) => ({ free_lottery: eb('free_lottery', '+', delta) }))
        .where('id', '=', userId)
        .where('free_lottery', '>=', -delta)
        .returning('free_lottery')
        .executeTakeFirst();
      if (!updated)
        throw new AppError(
          ErrorCode.INVALID_BUY_GET_FREE_PROMOTION,
          `this cancel takes back ${takeBack} FREE_LOTTERY ticket(s) earned by the purchase, already spent`,
        );
    }
    if (refundSatang > 0) {
      const { player, house } = await playerAndHouseAccounts(trx, userId);
      await postLedgerTransfer(trx, {
        kind: 'LOTTERY_CANCEL',
        memo: `cancel ${chosen.length} ticket(s) of ${slip.slip_code}`,
        userId,
        idempotencyScope: 'lottery.cancel',
        idempotencyKey: `${slip.slip_code}:${chosen.map((t) => t.id).join(',')}`,
        legs: transferLegs(house, player, refundSatang),
        at: now,
      });
    }
    await trx
      .updateTable('lottery_tickets')
      .set({ state: 'user_cancel', cancelled_at: now })
      .where(
        'id',
        'in',
        chosen.map((t) => t.id),
      )
      .execute();
    const updated = await trx
      .updateTable('lottery_slips')
      .set((eb) => ({ refunded_satang: eb('refunded_satang', '+', refundSatang), free_earned: earnedNow }))
      .where('id', '=', slip.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await loadSlipViews(trx, [updated]))[0]!;
  });
}
