/** Withdrawal rows on the wire (shared-contracts schemas/payments.ts): baht, ISO instants, decimal-string ids. */
import { WITHDRAW_RAIL, satangToBaht, type OpsWithdrawalData, type WithdrawalData } from 'shared-contracts';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../db/schema';
import { transactionId } from '../transaction-id';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** A withdrawal as the player sees it. */
export function withdrawalView(row: WithdrawalRow): WithdrawalData {
  return {
    withdrawal_id: String(row.id),
    transaction_id: transactionId(row.hold_transfer_id),
    amount: satangToBaht(row.amount_satang),
    status: row.state,
    rail: WITHDRAW_RAIL,
    bank_account: {
      bank_code: row.bank_code,
      bank_account_number: row.bank_account_number,
      bank_account_name: row.bank_account_name,
    },
    requested_at: row.requested_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    reason: row.reason,
  };
}

/** A withdrawal in the ops queue: the player's customer code and phone, and who decided. */
export function opsWithdrawalView(row: WithdrawalRow & { customer_code: string; phone: string }): OpsWithdrawalData {
  return {
    ...withdrawalView(row),
    customer_code: row.customer_code,
    phone: row.phone,
    decided_by: row.decided_by_name,
    source: row.source,
  };
}
