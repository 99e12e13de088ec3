/** Manual deposit rows on the wire (shared-contracts schemas/payments.ts): baht, ISO instants, decimal-string ids. */
import { satangToBaht, type ManualDepositData, type OpsManualDepositData } from 'shared-contracts';
import type { Selectable } from 'kysely';
import type { ManualDepositsTable } from '../../db/schema';
import { transactionId } from '../transaction-id';

export type ManualDepositRow = Selectable<ManualDepositsTable>;

/** A declared deposit as the player sees it. */
export function manualDepositView(row: ManualDepositRow): ManualDepositData {
  return {
    deposit_id: String(row.id),
    amount: satangToBaht(row.amount_satang),
    status: row.state,
    rail: 'manual-bank-transfer',
    transferred_at: row.transferred_at.toISOString(),
    slip_reference: row.slip_reference,
    declared_at: row.declared_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    reason: row.reason,
    transaction_id: row.transfer_id === null ? null : transactionId(row.transfer_id),
  };
}

/** A declared deposit in the ops queue: the player's customer code and phone, and who decided. */
export function opsManualDepositView(
  row: ManualDepositRow & { customer_code: string; phone: string },
): OpsManualDepositData {
  return {
    ...manualDepositView(row),
    customer_code: row.customer_code,
    phone: row.phone,
    decided_by: row.decided_by_name,
  };
}
