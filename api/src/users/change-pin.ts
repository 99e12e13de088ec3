/**
 * PUT users/pin `{verified_token, old_pin, new_pin}` (logged in): the player sets a new PIN. The CHANGE_PIN OTP
 * (`POST users/pin/otp` → `auth/otp/verify`) must be of the player's own phone (else 400 E10000 naming
 * `verified_token`); the old PIN is checked like a login, so wrong ones count toward the same block (B5V003 /
 * B5V002, auth/check-pin.ts). The new PIN equal to the old → 400 E10000 naming `new_pin`. The player's other
 * sessions are revoked; this one stays. Token errors: E20005, C3V001, E10000 (auth/spend-verified-otp.ts).
 */
import { AppError, ErrorCode, type ChangePinBody } from 'shared-contracts';
import type { AppContext } from '../context';
import { checkPin } from '../auth/check-pin';
import { hashPin } from '../auth/pin';
import { revokeUserSessions } from '../auth/revoke-user-sessions';
import { consumeOtp, usableVerifiedOtp } from '../auth/spend-verified-otp';

function otherPhone(): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, 'verified_token was issued for another phone', [
    { path: 'verified_token', message: 'the OTP was not sent to your phone' },
  ]);
}

/** Replaces the PIN of `user`; resolves to null. */
export async function changePin(
  ctx: AppContext,
  user: { userId: number; sessionId: number },
  body: ChangePinBody,
  client: { ip: string },
): Promise<null> {
  if (body.old_pin === body.new_pin)
    throw new AppError(ErrorCode.BAD_REQUEST, 'new_pin must differ from old_pin', [
      { path: 'new_pin', message: 'must differ from old_pin' },
    ]);
  const otp = await usableVerifiedOtp(ctx.db, body.verified_token, 'CHANGE_PIN', ctx.clock.now(), false);
  const row = await ctx.db
    .selectFrom('users')
    .select(['phone', 'pin_hash'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (otp.phone !== row.phone) throw otherPhone();
  await checkPin(ctx, { phone: row.phone, ip: client.ip, pin: body.old_pin, pinHash: row.pin_hash });
  const pinHash = await hashPin(body.new_pin);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const locked = await usableVerifiedOtp(trx, body.verified_token, 'CHANGE_PIN', now, true);
    const current = await trx
      .selectFrom('users')
      .select('phone')
      .where('id', '=', user.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.phone !== current.phone) throw otherPhone();
    await trx
      .updateTable('users')
      .set({ pin_hash: pinHash, pin_changed_at: now })
      .where('id', '=', user.userId)
      .execute();
    await revokeUserSessions(trx, user.userId, now, user.sessionId);
    await consumeOtp(trx, locked.id, now);
  });
  return null;
}
