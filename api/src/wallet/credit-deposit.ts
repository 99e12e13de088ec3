/**
 * Credits a deposit that arrived on a payment rail (docs/product.md "Wallet"): one DEPOSIT transfer rail → player,
 * unique by its idempotency scope and key (never credited twice), and the player's DEPOSIT notification, pushed
 * live (notifications/notify-players.ts). In the caller's transaction; amounts satang. Used by the demo rail's
 * deposit (deposit.ts) and by ops confirming a declared bank transfer (manual-deposits/decide-manual-deposit.ts).
 */
import type { Trx } from '../db/transaction';
import { notifyPlayers } from '../notifications/notify-players';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from './accounts';
import { postLedgerTransfer, transferLegs } from './post-ledger-transfer';
import { transactionId } from './transaction-id';

export interface DepositCredit {
  userId: number;
  amountSatang: number;
  rail: 'demoRail' | 'bankRail';
  memo: string;
  idempotencyScope: string;
  idempotencyKey: string;
  at: Date;
}

/** Returns the transfer's id and the player's balance after it (satang). */
export async function creditDeposit(
  trx: Trx,
  credit: DepositCredit,
): Promise<{ transferId: number; playerBalanceSatang: number }> {
  const player = await playerAccountId(trx, credit.userId);
  const rail = await systemAccountId(trx, SYSTEM_ACCOUNTS[credit.rail]);
  const posted = await postLedgerTransfer(trx, {
    kind: 'DEPOSIT',
    memo: credit.memo,
    userId: credit.userId,
    idempotencyScope: credit.idempotencyScope,
    idempotencyKey: credit.idempotencyKey,
    legs: transferLegs(rail, player, credit.amountSatang),
    at: credit.at,
  });
  await notifyPlayers(
    trx,
    [
      {
        userId: credit.userId,
        kind: 'DEPOSIT',
        params: { amount_satang: credit.amountSatang, transaction_id: transactionId(posted.transferId) },
        sourceKey: `deposit:${posted.transferId}`,
      },
    ],
    credit.at,
    { moneyMoved: true },
  );
  return { transferId: posted.transferId, playerBalanceSatang: posted.balances.get(player)! };
}
