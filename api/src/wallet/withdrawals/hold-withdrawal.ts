/**
 * The money side of a withdrawal, inside the caller's transaction (which holds the player's protection-row lock):
 * one ledger transfer WITHDRAW player → the player's hold account of `amountSatang` (satang; P2R202 when the
 * balance is short, nothing written), keyed `withdraw/{ledgerKey}` so it can never post twice, and the PENDING
 * `withdrawals` row to `bank` for ops to pay (decide-withdrawal.ts). Used by the player's request
 * (request-withdraw.ts) and by the return of a self-excluded player's balance
 * (player-protection/return-self-excluded-funds.ts). Returns the row and the player's balance after, satang.
 */
import { WITHDRAW_RAIL, bangkokDate } from 'shared-contracts';
import type { Selectable } from 'kysely';
import type { WithdrawalSource, WithdrawalsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { playerAccountId, withdrawHoldAccountId } from '../accounts';
import { postLedgerTransfer, transferLegs } from '../post-ledger-transfer';

export interface HoldWithdrawalInput {
  userId: number;
  amountSatang: number;
  bank: { bank_code: string; bank_account_number: string; bank_account_name: string };
  /** Unique per withdrawal: the ledger's idempotency key (scope `withdraw`). */
  ledgerKey: string;
  source: WithdrawalSource;
  at: Date;
}

export async function holdWithdrawal(
  trx: Trx,
  input: HoldWithdrawalInput,
): Promise<{ row: Selectable<WithdrawalsTable>; balanceSatang: number }> {
  const player = await playerAccountId(trx, input.userId);
  const hold = await withdrawHoldAccountId(trx, input.userId);
  const posted = await postLedgerTransfer(trx, {
    kind: 'WITHDRAW',
    memo:
      input.source === 'SELF_EXCLUSION'
        ? `balance returned to ${input.bank.bank_code} on self-exclusion (held until ops pay it)`
        : `withdraw to ${input.bank.bank_code} via ${WITHDRAW_RAIL} (held until ops decide)`,
    userId: input.userId,
    idempotencyScope: 'withdraw',
    idempotencyKey: input.ledgerKey,
    legs: transferLegs(player, hold, input.amountSatang),
    at: input.at,
  });
  const row = await trx
    .insertInto('withdrawals')
    .values({
      user_id: input.userId,
      amount_satang: input.amountSatang,
      ...input.bank,
      bangkok_day: bangkokDate(input.at),
      hold_transfer_id: posted.transferId,
      requested_at: input.at,
      source: input.source,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, balanceSatang: posted.balances.get(player)! };
}
