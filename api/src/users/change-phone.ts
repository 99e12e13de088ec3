/**
 * PUT users/phone `{verified_token, pin}` (logged in): the player moves the account to a new phone. The CHANGE_PHONE
 * OTP (`POST users/phone/otp` → `auth/otp/verify`) proves the new phone; the PIN is checked like a login (B5V003 /
 * B5V002, auth/check-pin.ts). The new phone: the player's own → 400 E20019, another account's → 400 E20020,
 * blacklisted → 400 E20026. The player's other sessions are revoked; this one stays. Answers `{phone}`.
 * Token errors: E20005, C3V001, E10000 (auth/spend-verified-otp.ts).
 */
import { AppError, ErrorCode, type ChangePhoneBody, type ChangePhoneData } from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { checkPin } from '../auth/check-pin';
import { assertPhoneFree } from '../auth/phone-checks';
import { revokeUserSessions } from '../auth/revoke-user-sessions';
import { consumeOtp, usableVerifiedOtp } from '../auth/spend-verified-otp';

/** Changes the phone of `user` to the phone behind the verified token. */
export async function changePhone(
  ctx: AppContext,
  user: { userId: number; sessionId: number },
  body: ChangePhoneBody,
  client: { ip: string },
): Promise<ChangePhoneData> {
  const otp = await usableVerifiedOtp(ctx.db, body.verified_token, 'CHANGE_PHONE', ctx.clock.now(), false);
  const row = await ctx.db
    .selectFrom('users')
    .select(['phone', 'pin_hash'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (otp.phone === row.phone) throw new AppError(ErrorCode.SAME_PHONE, 'this is already your phone');
  await checkPin(ctx, { phone: row.phone, ip: client.ip, pin: body.pin, pinHash: row.pin_hash });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const locked = await usableVerifiedOtp(trx, body.verified_token, 'CHANGE_PHONE', now, true);
      const current = await trx
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.phone === current.phone) throw new AppError(ErrorCode.SAME_PHONE, 'this is already your phone');
      await assertPhoneFree(trx, locked.phone);
      await trx
        .updateTable('users')
        .set({ phone: locked.phone, phone_changed_at: now })
        .where('id', '=', user.userId)
        .execute();
      await revokeUserSessions(trx, user.userId, now, user.sessionId);
      await consumeOtp(trx, locked.id, now);
      return { phone: locked.phone };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered to an account');
    throw err;
  }
}
