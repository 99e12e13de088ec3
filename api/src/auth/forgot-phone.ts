/**
 * POST auth/phone/forgot `{verified_token, bank_code, bank_account_number, bank_account_name, pin}`: a player who
 * lost (or forgot) the registered phone moves the account to a new one. The FORGOT_PHONE OTP, sent to the new
 * phone, proves the new phone. The account is found by its bank account: none registered with that bank and
 * number → 400 E20011; then its PIN, counted on the account's phone like a login (B5V003 / B5V002,
 * auth/check-pin.ts); then the name: not the registered one (case, spaces and a leading title such as นาย / นาง /
 * นางสาว aside) → 400 E20012. Then the new phone: the account's own phone → 400 E20019, another account's → 400
 * E20020, blacklisted → 400 E20026; a banned / inactive account → 403 E20001 / E20000. Every session of the player
 * is revoked: they log in with the new phone. Token errors: E20005, C3V001, E10000 (spend-verified-otp.ts).
 * One verified token, one attempt: the token is spent first, before any check, so a wrong bank account, PIN or
 * name costs a new OTP (OTP_RESEND_SECONDS apart, OTP_MAX_PER_HOUR) and the registered bank accounts cannot be
 * probed with one token (issue 20).
 */
import { AppError, ErrorCode, type ForgotPhoneBody } from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { checkPin } from './check-pin';
import { assertPhoneAccountActive, assertPhoneFree } from './phone-checks';
import { revokeUserSessions } from './revoke-user-sessions';
import { spendVerifiedOtp } from './spend-verified-otp';

/** A name as compared: lower case, single spaces, without a leading Thai or English title. */
export function normaliseAccountName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(นางสาว|นาย|นาง|น\.ส\.|mr\.?|mrs\.?|ms\.?|miss)\s*/u, '')
    .trim();
}

/** Moves the account of the bank account to the phone behind the verified token; resolves to null. */
export async function forgotPhone(ctx: AppContext, body: ForgotPhoneBody, client: { ip: string }): Promise<null> {
  const otp = await spendVerifiedOtp(ctx.db, body.verified_token, 'FORGOT_PHONE', ctx.clock.now());
  const found = await ctx.db
    .selectFrom('user_bank_accounts as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['u.id', 'u.phone', 'u.pin_hash', 'b.bank_account_name'])
    .where('b.bank_code', '=', body.bank_code)
    .where('b.bank_account_number', '=', body.bank_account_number)
    .orderBy('b.id', 'desc')
    .executeTakeFirst();
  if (!found)
    throw new AppError(ErrorCode.ACCOUNT_NUMBER_INCORRECT, 'no account is registered with this bank account number');
  await checkPin(ctx, { phone: found.phone, ip: client.ip, pin: body.pin, pinHash: found.pin_hash });
  if (normaliseAccountName(found.bank_account_name) !== normaliseAccountName(body.bank_account_name))
    throw new AppError(ErrorCode.ACCOUNT_NAME_MISMATCH, 'the bank account name is not the one registered');

  try {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const user = await trx
        .selectFrom('users')
        .select(['id', 'status', 'phone'])
        .where('id', '=', found.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (otp.phone === user.phone)
        throw new AppError(ErrorCode.SAME_PHONE, 'the new phone is the phone of this account: log in with it');
      assertPhoneAccountActive(user.status);
      await assertPhoneFree(trx, otp.phone);
      await trx
        .updateTable('users')
        .set({ phone: otp.phone, phone_changed_at: now })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(trx, user.id, now);
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered to an account');
    throw err;
  }
  return null;
}
