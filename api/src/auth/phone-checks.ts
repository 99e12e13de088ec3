/**
 * The checks of a phone in the account flows (spec §8): a phone on the block list → 400 E20026; a phone another
 * account has → 400 E20020; the account of a phone is banned → 403 E20001 "phone banned", inactive → 403 E20000
 * "phone blocked" (the OTP request of FORGOT_PIN and CHANGE_PIN, and the flows that change a PIN or a phone).
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** Refuses a phone on `phone_blacklist` (E20026). */
export async function assertPhoneNotBlacklisted(db: DbOrTrx, phone: string): Promise<void> {
  const row = await db.selectFrom('phone_blacklist').select('phone').where('phone', '=', phone).executeTakeFirst();
  if (row) throw new AppError(ErrorCode.PHONE_BLACKLISTED, 'this phone cannot be used on this site');
}

/** Refuses a phone that cannot become an account's new phone: blacklisted (E20026) or taken (E20020). */
export async function assertPhoneFree(db: DbOrTrx, phone: string): Promise<void> {
  await assertPhoneNotBlacklisted(db, phone);
  const taken = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (taken) throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered to an account');
}

/** Refuses a stopped account by its status: BANNED → E20001, INACTIVE → E20000. */
export function assertPhoneAccountActive(status: 'ACTIVE' | 'INACTIVE' | 'BANNED'): void {
  if (status === 'BANNED') throw new AppError(ErrorCode.PHONE_BANNED, 'the account of this phone is banned');
  if (status === 'INACTIVE')
    throw new AppError(ErrorCode.PHONE_BLOCKED, 'the account of this phone is inactive: contact support');
}
