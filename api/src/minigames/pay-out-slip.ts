/**
 * Ends an open slip with a cash-out (docs/game-rules.md "Mini-games"): the running payout moves house → player
 * through the ledger keyed by the slip id (scope `minigame.payout`, unique: it can never be paid twice), the
 * slip becomes CASHED_OUT, and its server seed is revealed while the player's next pair is drawn. Runs inside
 * the caller's transaction, which holds the slip's lock.
 */
import type { Trx } from '../db/transaction';
import { playerAccountId, houseAccountId } from '../wallet/accounts';
import { postLedgerTransfer, transferLegs } from '../wallet/post-ledger-transfer';
import { endSlip } from './end-slip';
import type { SlipRow } from './slip-view';
import type { StreakGameInfo } from './streak-game';

export async function payOutSlip(trx: Trx, game: StreakGameInfo, slip: SlipRow, now: Date): Promise<SlipRow> {
  const posted = await postLedgerTransfer(trx, {
    kind: 'PAYOUT',
    memo: `${game.slug} ${slip.slip_code} cash-out`,
    userId: slip.user_id,
    idempotencyScope: 'minigame.payout',
    idempotencyKey: slip.slip_code,
    legs: transferLegs(
      await houseAccountId(trx, slip.user_id),
      await playerAccountId(trx, slip.user_id),
      slip.payout_satang,
    ),
    at: now,
  });
  return endSlip(trx, game, slip, { status: 'CASHED_OUT', payout_transfer_id: posted.transferId }, now);
}
