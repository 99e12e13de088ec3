/**
 * PUT users/phone `{verified_token, pin}` (logged in): the player moves the account to a new phone. The CHANGE_PHONE
 * OTP (`POST users/phone/otp` → `auth/otp/verify`) proves the new phone; the PIN is checked like a login (B5V003 /
 * B5V002, auth/check-pin.ts). The new phone: the player's own → 400 E20019, another account's → 400 E20020,
 * blacklisted → 400 E20026. The player's other sessions are revoked; this one stays. Answers `{phone}`.
 * Token errors: E20005, C3V001, E10000 (auth/spend-verified-otp.ts). The flow: apply-verified-account-change.ts.
 */
import { AppError, ErrorCode, type ChangePhoneBody, type ChangePhoneData } from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { assertPhoneFree } from '../auth/phone-checks';
import { applyVerifiedAccountChange } from './apply-verified-account-change';

/** Changes the phone of `user` to the phone behind the verified token. */
export async function changePhone(
  ctx: AppContext,
  user: { userId: number; sessionId: number },
  body: ChangePhoneBody,
  client: { ip: string },
): Promise<ChangePhoneData> {
  try {
    return await applyVerifiedAccountChange(ctx, user, client, {
      purpose: 'CHANGE_PHONE',
      verifiedToken: body.verified_token,
      pin: body.pin,
      checkPhones: (otpPhone, accountPhone) => {
        if (otpPhone === accountPhone) throw new AppError(ErrorCode.SAME_PHONE, 'this is already your phone');
      },
      prepare: async () => null,
      apply: async (trx, { otpPhone, now }) => {
        await assertPhoneFree(trx, otpPhone);
        await trx
          .updateTable('users')
          .set({ phone: otpPhone, phone_changed_at: now })
          .where('id', '=', user.userId)
          .execute();
        return { phone: otpPhone };
      },
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered to an account');
    throw err;
  }
}
