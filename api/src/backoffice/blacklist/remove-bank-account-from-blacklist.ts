/**
 * `POST backoffice/blacklist/bank-accounts/remove {bank_code, bank_account_number, reason}` (operators):
 * takes a bank account off the block list. One transaction: the delete (not on the list → 404 E10001, nothing
 * written) and the audit row `blacklist.bank.remove` with the entry as it was and the reason. Returns the removed
 * entry.
 */
import {
  AppError,
  ErrorCode,
  type BlacklistedBankAccount,
  type RemoveBankAccountFromBlacklistBody,
} from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { bankAccountHolders, bankKey } from './blacklist-holders';

export async function removeBankAccountFromBlacklist(
  ctx: AppContext,
  actor: AuditActor,
  body: RemoveBankAccountFromBlacklistBody,
): Promise<BlacklistedBankAccount> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('bank_account_blacklist')
      .where('bank_code', '=', body.bank_code)
      .where('bank_account_number', '=', body.bank_account_number)
      .returning(['bank_code', 'bank_account_number', 'reason', 'created_by', 'created_at'])
      .executeTakeFirst();
    if (!row)
      throw new AppError(
        ErrorCode.NOT_FOUND,
        `${body.bank_code} account ${body.bank_account_number} is not on the block list`,
      );
    const holder = (await bankAccountHolders(trx, [row])).get(bankKey(row.bank_code, row.bank_account_number)) ?? null;
    await recordAudit(
      trx,
      actor,
      {
        action: 'blacklist.bank.remove',
        target: `bank:${bankKey(row.bank_code, row.bank_account_number)}`,
        before: { reason: row.reason, created_by: row.created_by, created_at: row.created_at },
        after: { reason: body.reason },
      },
      now,
    );
    return { ...row, created_at: row.created_at.toISOString(), holder };
  });
}
