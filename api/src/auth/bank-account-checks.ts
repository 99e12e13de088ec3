/**
 * The bank-account checks of registration (spec §8): an account number of the wrong length for its bank → 400
 * E20011 "account number incorrect" (BANK_ACCOUNT_DIGITS); an account on `bank_account_blacklist` → 400 E20027
 * "bank blacklisted"; an account another player registered → 400 E20010 "bank account duplicate".
 */
import { AppError, BANK_ACCOUNT_DIGITS, ErrorCode, type BANK_CODES } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

type BankCode = (typeof BANK_CODES)[number];

/** E20011 when `number` does not have the digits of `bankCode`'s accounts (no database read). */
export function assertAccountNumberShape(bankCode: BankCode, number: string): void {
  const digits = BANK_ACCOUNT_DIGITS[bankCode];
  if (number.length !== digits)
    throw new AppError(
      ErrorCode.ACCOUNT_NUMBER_INCORRECT,
      `a ${bankCode} account number has ${digits} digits, not ${number.length}`,
      { bank_code: bankCode, digits },
    );
}

/**
 * E20027 for an account on `bank_account_blacklist` (registration, and a withdrawal's request and approval:
 * wallet/withdrawals/).
 */
export async function assertBankAccountNotBlacklisted(db: DbOrTrx, bankCode: string, number: string): Promise<void> {
  if (await isBankAccountBlacklisted(db, bankCode, number))
    throw new AppError(ErrorCode.BANK_BLACKLISTED, 'this bank account cannot be used on this site');
}

/** Whether an account is on `bank_account_blacklist` (ops' block list, backoffice/blacklist). */
export async function isBankAccountBlacklisted(db: DbOrTrx, bankCode: string, number: string): Promise<boolean> {
  const black = await db
    .selectFrom('bank_account_blacklist')
    .select('bank_code')
    .where('bank_code', '=', bankCode)
    .where('bank_account_number', '=', number)
    .executeTakeFirst();
  return black !== undefined;
}

/** E20027 for a blacklisted account, E20010 for an account some player already registered. */
export async function assertBankAccountUsable(db: DbOrTrx, bankCode: string, number: string): Promise<void> {
  await assertBankAccountNotBlacklisted(db, bankCode, number);
  const owned = await db
    .selectFrom('user_bank_accounts')
    .select('id')
    .where('bank_code', '=', bankCode)
    .where('bank_account_number', '=', number)
    .executeTakeFirst();
  if (owned) throw new AppError(ErrorCode.BANK_ACCOUNT_DUPLICATE, 'this bank account is registered to another account');
}
