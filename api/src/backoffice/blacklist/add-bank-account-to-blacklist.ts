/**
 * `POST backoffice/blacklist/bank-accounts {bank_code, bank_account_number, reason}` (operators): puts a
 * bank account on the block list, so it can no longer be registered (400 E20027) and no withdrawal is requested
 * or paid to it (wallet/withdrawals). An account number of the wrong length for its bank → 400 E20011 (the check
 * of registration, auth/bank-account-checks.ts). One transaction: the insert (already listed → 409 E10409,
 * nothing written) and the audit row `blacklist.bank.add` with the reason. Returns the entry (201) with the player
 * who registered the account, if any.
 */
import { AppError, ErrorCode, type AddBankAccountToBlacklistBody, type BlacklistedBankAccount } from 'shared-contracts';
import { actorName, type AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { assertAccountNumberShape } from '../../auth/bank-account-checks';
import type { AppContext } from '../../context';
import { bankAccountHolders, bankKey } from './blacklist-holders';

export async function addBankAccountToBlacklist(
  ctx: AppContext,
  actor: AuditActor,
  body: AddBankAccountToBlacklistBody,
): Promise<BlacklistedBankAccount> {
  assertAccountNumberShape(body.bank_code, body.bank_account_number);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('bank_account_blacklist')
      .values({
        bank_code: body.bank_code,
        bank_account_number: body.bank_account_number,
        reason: body.reason,
        created_by: actorName(actor),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['bank_code', 'bank_account_number']).doNothing())
      .returning(['bank_code', 'bank_account_number', 'reason', 'created_by', 'created_at'])
      .executeTakeFirst();
    if (!row)
      throw new AppError(
        ErrorCode.CONFLICT,
        `${body.bank_code} account ${body.bank_account_number} is already on the block list`,
      );
    const holder = (await bankAccountHolders(trx, [row])).get(bankKey(row.bank_code, row.bank_account_number)) ?? null;
    await recordAudit(
      trx,
      actor,
      {
        action: 'blacklist.bank.add',
        target: `bank:${bankKey(row.bank_code, row.bank_account_number)}`,
        before: null,
        after: { reason: row.reason },
      },
      now,
    );
    return { ...row, created_at: row.created_at.toISOString(), holder };
  });
}
