/**
 * POST auth/pin/forgot `{verified_token, pin}`: a player who forgot the PIN sets a new one. The FORGOT_PIN OTP
 * (`POST auth/otp/request` → `auth/otp/verify`) proves the phone. The new PIN replaces the old; every session of
 * the player is revoked (all devices log in again, with the new PIN) and the phone's PIN blocks are lifted.
 * Errors: E20005 unknown verified_token, C3V001 used or expired, E10000 another purpose (spend-verified-otp.ts);
 * E10001 no account has the phone (any more); E20001 banned, E20000 inactive (phone-checks.ts).
 */
import { AppError, ErrorCode, type ForgotPinBody } from 'shared-contracts';
import type { AppContext } from '../context';
import { assertPhoneAccountActive } from './phone-checks';
import { hashPin } from './pin';
import { revokeUserSessions } from './revoke-user-sessions';
import { consumeOtp, usableVerifiedOtp } from './spend-verified-otp';

/** Resets the PIN of the phone behind the verified token; resolves to null. */
export async function forgotPin(ctx: AppContext, body: ForgotPinBody): Promise<null> {
  // a cheap read first: no argon2 work for a made-up or spent token
  await usableVerifiedOtp(ctx.db, body.verified_token, 'FORGOT_PIN', ctx.clock.now(), false);
  const pinHash = await hashPin(body.pin, ctx.config.passwordHash);
  const phone = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const otp = await usableVerifiedOtp(trx, body.verified_token, 'FORGOT_PIN', now, true);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('phone', '=', otp.phone)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'no account has this phone');
    assertPhoneAccountActive(user.status);
    await trx.updateTable('users').set({ pin_hash: pinHash, pin_changed_at: now }).where('id', '=', user.id).execute();
    await revokeUserSessions(trx, user.id, now);
    await consumeOtp(trx, otp.id, now);
    return otp.phone;
  });
  // the owner proved the phone: its wrong-PIN counts and blocks (every IP) are forgotten
  await ctx.db
    .deleteFrom('auth_throttles')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'pin_phone'), eb('key', '=', phone)]),
        eb.and([eb('scope', '=', 'pin_ip'), eb('key', 'like', `${phone}|%`)]),
      ]),
    )
    .execute();
  return null;
}
