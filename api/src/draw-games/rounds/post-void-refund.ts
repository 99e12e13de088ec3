/**
 * The money of one slip of a voided round going back (docs/game-rules.md "Voids and refunds"): one REFUND transfer
 * house → player, scope `refund`, key `void:{slip code}` (so never twice, whichever family's slip it is), the memo
 * naming the round, the void's reason and the slip. In the void's transaction; the amount is satang (> 0). Used by
 * the draw games' void (void-round.ts) and by the ticket shop's (lottery-shop/tickets/refund-void-round.ts).
 */
import type { Trx } from '../../db/transaction';
import { houseAccountId, playerAccountId } from '../../wallet/accounts';
import { postLedgerTransfer, transferLegs } from '../../wallet/post-ledger-transfer';

export async function postVoidRefund(
  trx: Trx,
  round: { game_code: string; draw_date: string },
  reason: string,
  slip: { userId: number; code: string; amountSatang: number; note?: string },
  now: Date,
): Promise<void> {
  const what = slip.note ? `${slip.code}, ${slip.note}` : slip.code;
  await postLedgerTransfer(trx, {
    kind: 'REFUND',
    memo: `void of ${round.game_code} ${round.draw_date}: ${reason} (${what})`,
    userId: slip.userId,
    idempotencyScope: 'refund',
    idempotencyKey: `void:${slip.code}`,
    legs: transferLegs(
      await houseAccountId(trx, slip.userId),
      await playerAccountId(trx, slip.userId),
      slip.amountSatang,
    ),
    at: now,
  });
}
