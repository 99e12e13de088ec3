/**
 * PUT users/pin `{verified_token, old_pin, new_pin}` (logged in): the player sets a new PIN. The CHANGE_PIN OTP
 * (`POST users/pin/otp` → `auth/otp/verify`) must be of the player's own phone (else 400 E10000 naming
 * `verified_token`); the old PIN is checked like a login, so wrong ones count toward the same block (B5V003 /
 * B5V002, auth/check-pin.ts). The new PIN equal to the old → 400 E10000 naming `new_pin`. The player's other
 * sessions are revoked; this one stays. Token errors: E20005, C3V001, E10000 (auth/spend-verified-otp.ts).
 * The flow: apply-verified-account-change.ts.
 */
import { AppError, ErrorCode, type ChangePinBody } from 'shared-contracts';
import type { AppContext } from '../context';
import { hashPin } from '../auth/pin';
import { applyVerifiedAccountChange } from './apply-verified-account-change';

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
  return applyVerifiedAccountChange(ctx, user, client, {
    purpose: 'CHANGE_PIN',
    verifiedToken: body.verified_token,
    pin: body.old_pin,
    checkPhones: (otpPhone, accountPhone) => {
      if (otpPhone !== accountPhone) throw otherPhone();
    },
    prepare: () => hashPin(body.new_pin, ctx.config.passwordHash),
    apply: async (trx, { prepared: pinHash, now }) => {
      await trx
        .updateTable('users')
        .set({ pin_hash: pinHash, pin_changed_at: now })
        .where('id', '=', user.userId)
        .execute();
      return null;
    },
  });
}
