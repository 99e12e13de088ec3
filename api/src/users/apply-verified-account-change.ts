/**
 * The one flow of a logged-in player's OTP-verified account change (change phone, change PIN): the verified token
 * of `purpose` is checked (a cheap read; E20005, C3V001, E10000: auth/spend-verified-otp.ts), the OTP's phone is
 * held against the account's (`checkPhones`, e.g. the player's own phone for a PIN change), the PIN is checked like
 * a login (B5V003 / B5V002, auth/check-pin.ts), `prepare` runs (slow work such as argon2, outside any lock); then,
 * in one transaction, the OTP and the player's row are locked, `checkPhones` is asked again of the locked rows,
 * `apply` makes the change, the player's other sessions are revoked (this one stays) and the OTP is spent.
 */
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { checkPin } from '../auth/check-pin';
import { revokeUserSessions } from '../auth/revoke-user-sessions';
import { consumeOtp, usableVerifiedOtp, type OtpPurpose } from '../auth/spend-verified-otp';

export interface VerifiedAccountChange<P, T> {
  purpose: Extract<OtpPurpose, 'CHANGE_PHONE' | 'CHANGE_PIN'>;
  verifiedToken: string;
  /** The PIN the player typed, checked against the account's. */
  pin: string;
  /** Throws when the OTP's phone does not suit the account's phone. */
  checkPhones(otpPhone: string, accountPhone: string): void;
  /** Work after the right PIN and before the transaction (e.g. hashing a new PIN). */
  prepare(): Promise<P>;
  /** The change, in the transaction, with the OTP's phone and what `prepare` gave. */
  apply(trx: Trx, change: { otpPhone: string; prepared: P; now: Date }): Promise<T>;
}

export async function applyVerifiedAccountChange<P, T>(
  ctx: AppContext,
  user: { userId: number; sessionId: number },
  client: { ip: string },
  change: VerifiedAccountChange<P, T>,
): Promise<T> {
  const otp = await usableVerifiedOtp(ctx.db, change.verifiedToken, change.purpose, ctx.clock.now(), false);
  const row = await ctx.db
    .selectFrom('users')
    .select(['phone', 'pin_hash'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  change.checkPhones(otp.phone, row.phone);
  await checkPin(ctx, { phone: row.phone, ip: client.ip, pin: change.pin, pinHash: row.pin_hash });
  const prepared = await change.prepare();
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const locked = await usableVerifiedOtp(trx, change.verifiedToken, change.purpose, now, true);
    const current = await trx
      .selectFrom('users')
      .select('phone')
      .where('id', '=', user.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    change.checkPhones(locked.phone, current.phone);
    const result = await change.apply(trx, { otpPhone: locked.phone, prepared, now });
    await revokeUserSessions(trx, user.userId, now, user.sessionId);
    await consumeOtp(trx, locked.id, now);
    return result;
  });
}
