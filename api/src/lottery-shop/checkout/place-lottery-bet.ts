/**
 * POST /lottery/bet `{remark, uses}` with an Idempotency-Key: buys the whole cart in ONE transaction
 * (docs/product.md "Ticket shop cart"; README "Promotions"): every check of prepare-checkout.ts with the rows
 * locked, then the wallet pays (count − uses) × 79 baht − discount to the house through the ledger,
 * `uses` FREE_LOTTERY tickets are spent and the BUY_GET_FREE tickets credited, the cart's numbers move
 * from booked to sold, one ticket row per ticket (state available) is written and the cart is deleted.
 * The same key again answers the first response and buys nothing; another body with it → E10409.
 */
import { sql } from 'kysely';
import { type LotteryBetSlip } from 'shared-contracts';
import type { AppContext } from '../../context';
import { playerAndHouseAccounts } from '../../wallet/accounts';
import { runIdempotentTransaction, type StoredResponse } from '../../wallet/idempotency';
import { postLedgerTransfer, transferLegs } from '../../wallet/post-ledger-transfer';
import { ticketPrices } from '../promotions/price-purchase';
import { toPromotionView } from '../promotions/promotion-view';
import { shopSlipCode } from '../shop-game';
import { toSlipView } from '../tickets/slip-view';
import { prepareCheckout } from './prepare-checkout';
import { assertServiceOpen } from '../../system/assert-service-open';
import { assertStakeAllowed } from '../../player-protection/assert-stake-allowed';

export interface PlaceLotteryBetInput {
  userId: number;
  remark: string;
  uses: number;
  idempotencyKey: string;
  requestHash: string;
}

export async function placeLotteryBet(
  ctx: AppContext,
  input: PlaceLotteryBetInput,
): Promise<StoredResponse<LotteryBetSlip>> {
  return runIdempotentTransaction(ctx, 'lottery.bet', input, async (trx, now) => {
    await assertServiceOpen(trx, 'GAME');
    const { round, items, price } = await prepareCheckout(trx, {
      userId: input.userId,
      uses: input.uses,
      now,
      lock: true,
    });
    await assertStakeAllowed(trx, { userId: input.userId, stakeSatang: price.paySatang, now });
    const seq = await sql<{ n: number }>`select nextval('lottery_slip_seq')::bigint as n`.execute(trx);
    const code = shopSlipCode(Number(seq.rows[0]!.n));
    let transferId: number | null = null;
    if (price.paySatang > 0) {
      const { player, house } = await playerAndHouseAccounts(trx, input.userId);
      const posted = await postLedgerTransfer(trx, {
        kind: 'LOTTERY_PURCHASE',
        memo: `lottery tickets ${code} for the ${round.draw_date} draw`,
        userId: input.userId,
        idempotencyScope: 'lottery.purchase',
        idempotencyKey: code,
        legs: transferLegs(player, house, price.paySatang),
        at: now,
      });
      transferId = posted.transferId;
    }
    const slip = await trx
      .insertInto('lottery_slips')
      .values({
        slip_code: code,
        user_id: input.userId,
        round_id: round.id,
        remark: input.remark,
        total_count: price.count,
        total_satang: price.totalSatang,
        discount_satang: price.discountSatang,
        paid_satang: price.paySatang,
        free_used: price.uses,
        free_earned: price.freeEarned,
        bgf_buy_count: price.buyGetFree?.buyCount ?? null,
        bgf_free_count: price.buyGetFree?.freeCount ?? null,
        promotions: JSON.stringify(price.promotions.map(toPromotionView)),
        transfer_id: transferId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // one row per ticket: the first `uses` tickets are the free ones, the rest share the price paid
    const numbers = items.flatMap((i) => Array.from({ length: i.amount }, () => i.number));
    const prices = ticketPrices(price.paySatang, price.count - price.uses);
    const tickets = await trx
      .insertInto('lottery_tickets')
      .values(
        numbers.map((number, i) => ({
          slip_id: slip.id,
          round_id: round.id,
          number,
          price_satang: i < price.uses ? 0 : prices[i - price.uses]!,
          paid_with_free: i < price.uses,
        })),
      )
      .returningAll()
      .execute();
    await sql`
      update lottery_inventory as i set sold = i.sold + v.amount
        from unnest(${sql.val(items.map((i) => i.number))}::text[], ${sql.val(items.map((i) => i.amount))}::int[]) as v(number, amount)
       where i.round_id = ${round.id} and i.number = v.number`.execute(trx);
    if (price.uses !== 0 || price.freeEarned !== 0)
      await trx
        .updateTable('users')
        .set((eb) => ({ free_lottery: eb(eb('free_lottery', '-', price.uses), '+', price.freeEarned) }))
        .where('id', '=', input.userId)
        .execute();
    await trx
      .insertInto('lottery_buyers')
      .values({ user_id: input.userId, first_purchase_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .deleteFrom('lottery_carts')
      .where('user_id', '=', input.userId)
      .where('round_id', '=', round.id)
      .execute();
    return { statusCode: 201, body: toSlipView(slip, round.draw_date, tickets) };
  });
}
