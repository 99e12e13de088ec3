/**
 * POST auth/register: turns a verified REGISTER OTP into an account (customer_code `TL` + 8 digits,
 * argon2 PIN hash, first bank account, own invite code, a ledger account, `age_confirmed_at` = now: the
 * body's `age_confirmed: true` is the player's confirmation of being 20 or older) and logs it in.
 * Errors: E20021 registration closed, E20020 phone already registered, E20005 unknown verified_token,
 * C3V001 verified_token expired, E10000 wrong OTP purpose or age not confirmed (an unknown invite_code is ignored:
 * invites/record-invite-signup.ts); the bank account:
 * E20011 wrong length for its bank, E20027 blacklisted, E20010 another player's (auth/bank-account-checks.ts);
 * E20026 a blacklisted phone (auth/phone-checks.ts).
 * The verified token is checked (a cheap read) before argon2 hashes the PIN, and again, locked, in the
 * transaction; the route is rate-limited per IP (rateLimits.register).
 */
import crypto from 'node:crypto';
import { AppError, ErrorCode, type RegisterBody, type SessionData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { DbOrTrx, Trx } from '../db/transaction';
import { sha256 } from '../http/crypto';
import { recordInviteSignup } from '../invites/record-invite-signup';
import { getSystemStatus } from '../system/system-status';
import { openPlayerAccount } from '../wallet/accounts';
import { assertAccountNumberShape, assertBankAccountUsable } from '../auth/bank-account-checks';
import { assertPhoneNotBlacklisted } from '../auth/phone-checks';
import { hashPin } from '../auth/pin';
import { createSession } from '../auth/sessions';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCustomerCode(): string {
  return `TL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
function randomInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[crypto.randomInt(INVITE_ALPHABET.length)]).join('');
}

async function phoneTaken(trx: Trx, phone: string): Promise<boolean> {
  return !!(await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst());
}

/** The REGISTER OTP behind a verified token, usable now (locked when `lock`), or the error saying why not. */
async function usableOtp(db: DbOrTrx, verifiedToken: string, now: Date, lock: boolean) {
  let query = db.selectFrom('otp_requests').selectAll().where('verified_token_hash', '=', sha256(verifiedToken));
  if (lock) query = query.forUpdate();
  const otp = await query.executeTakeFirst();
  if (!otp) throw new AppError(ErrorCode.OTP_INVALID, 'verified_token is unknown: verify an OTP first');
  if (otp.purpose !== 'REGISTER')
    throw new AppError(ErrorCode.BAD_REQUEST, `verified_token was issued for ${otp.purpose}, not REGISTER`, [
      { path: 'verified_token', message: 'issued for another purpose' },
    ]);
  if (otp.consumed_at)
    throw new AppError(ErrorCode.OTP_FLOW_EXPIRED, 'verified_token was already used: verify a new OTP');
  if (!otp.verified_expires_at || otp.verified_expires_at.getTime() <= now.getTime())
    throw new AppError(ErrorCode.OTP_FLOW_EXPIRED, 'verified_token has expired: verify a new OTP');
  return otp;
}

export async function register(ctx: AppContext, body: RegisterBody): Promise<SessionData> {
  // cheap checks first: no argon2 work for a made-up or spent token
  await usableOtp(ctx.db, body.verified_token, ctx.clock.now(), false);
  assertAccountNumberShape(body.bank_code, body.bank_account_number);
  const pinHash = await hashPin(body.pin, ctx.config.passwordHash);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const otp = await usableOtp(trx, body.verified_token, now, true);

    const status = await getSystemStatus(trx);
    if (!status.Register) throw new AppError(ErrorCode.REGISTER_CLOSED, 'registration is closed for now');
    if (await phoneTaken(trx, otp.phone))
      throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered: log in');
    await assertPhoneNotBlacklisted(trx, otp.phone);
    await assertBankAccountUsable(trx, body.bank_code, body.bank_account_number);

    let user: { id: number; customer_code: string } | undefined;
    for (let attempt = 0; attempt < 5 && !user; attempt++) {
      user = await trx
        .insertInto('users')
        .values({
          customer_code: randomCustomerCode(),
          phone: otp.phone,
          pin_hash: pinHash,
          invite_code: randomInviteCode(),
          created_at: now,
          age_confirmed_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'customer_code'])
        .executeTakeFirst();
      if (!user && (await phoneTaken(trx, otp.phone)))
        throw new AppError(ErrorCode.DUPLICATE_PHONE, 'this phone is already registered: log in');
    }
    if (!user) throw new Error('could not allocate a unique customer code');

    await trx
      .insertInto('user_bank_accounts')
      .values({
        user_id: user.id,
        bank_code: body.bank_code,
        bank_account_number: body.bank_account_number,
        bank_account_name: body.bank_account_name,
        created_at: now,
      })
      .execute();
    await openPlayerAccount(trx, user.id);
    await recordInviteSignup(trx, user.id, body, now, ctx.log); // referrer and UTM (invites/)
    await trx.updateTable('otp_requests').set({ consumed_at: now }).where('id', '=', otp.id).execute();
    return createSession(trx, {
      userId: user.id,
      customerCode: user.customer_code,
      now,
      ttlHours: ctx.config.sessionTtlHours,
    });
  });
}
