/**
 * POST users/kyc `{citizen_id, laser_code, first_name, last_name, birth_date}`: the player's identity check (spec §8).
 * A citizen id that is not 13 digits with its mod-11 check digit → 400 E20006; a laser code that is not 2 letters
 * and 10 digits → 400 E20007; a player already verified → 409 E10409 (a second check is refused, whichever card:
 * the profile's `kyc_verified` says it passed); the provider (KYC_PROVIDER, kyc-provider.ts) refusing the names or
 * the birth date → 400 E20008; the card verified by another player → 409 E20009, race-safe through the unique
 * HMAC of the id (migration 0025). The plain id is never stored: only its HMAC with the server secret and its last
 * 4 digits. Resolves to `{kyc_verified: true, citizen_id_last4, verified_at}` (ISO-8601).
 */
import {
  AppError,
  ErrorCode,
  normaliseCitizenId,
  normaliseLaserCode,
  type KycBody,
  type KycData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { hmac } from '../http/crypto';
import { kycProviderFor } from './kyc-provider';

/** The stored key of a citizen id (13 digits): HMAC-sha256 hex with the server secret. */
export function citizenIdKey(secret: string, citizenId: string): string {
  return hmac(secret, `kyc-citizen-id:${citizenId}`);
}

/** Today in Bangkok (UTC+7, no daylight saving), `YYYY-MM-DD`. */
function bangkokToday(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Checks and records the identity of `userId`; see the file's docstring for the errors. */
export async function verifyIdentity(ctx: AppContext, userId: number, body: KycBody): Promise<KycData> {
  const citizenId = normaliseCitizenId(body.citizen_id);
  if (!citizenId) throw new AppError(ErrorCode.CITIZEN_ID_INVALID, 'citizen_id is not a valid Thai citizen id');
  const laserCode = normaliseLaserCode(body.laser_code);
  if (!laserCode)
    throw new AppError(ErrorCode.LASER_CODE_INVALID, 'laser_code must be 2 letters and 10 digits (AB1-2345678-90)');

  const done = await ctx.db.selectFrom('user_kyc').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (done) throw new AppError(ErrorCode.CONFLICT, 'your identity is already verified');

  const banks = await ctx.db
    .selectFrom('user_bank_accounts')
    .select('bank_account_name')
    .where('user_id', '=', userId)
    .execute();
  const now = ctx.clock.now();
  const provider = kycProviderFor(ctx.config);
  const ok = await provider.check({
    citizenId,
    laserCode,
    firstName: body.first_name,
    lastName: body.last_name,
    birthDate: body.birth_date,
    registeredNames: banks.map((b) => b.bank_account_name),
    today: bangkokToday(now),
  });
  if (!ok) throw new AppError(ErrorCode.CITIZEN_INFO_INVALID, 'the card details do not match your account');

  const key = citizenIdKey(ctx.config.jwtSecret, citizenId);
  try {
    await ctx.db
      .insertInto('user_kyc')
      .values({
        user_id: userId,
        citizen_id_hmac: key,
        citizen_id_last4: citizenId.slice(-4),
        provider: provider.name,
        verified_at: now,
      })
      .execute();
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    // the player's own row (a parallel check of theirs won) or the card's row (another player has it)
    const mine = await ctx.db.selectFrom('user_kyc').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (mine) throw new AppError(ErrorCode.CONFLICT, 'your identity is already verified');
    throw new AppError(ErrorCode.ID_CARD_DUPLICATE, 'this id card is verified on another account');
  }
  return { kyc_verified: true, citizen_id_last4: citizenId.slice(-4), verified_at: now.toISOString() };
}
