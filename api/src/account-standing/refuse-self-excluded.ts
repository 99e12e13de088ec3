/** Self-exclusion refusals: 403 E40003 with `{self_excluded_until}` while the exclusion lasts. */
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** The E40003 error for an exclusion ending at `until`. */
export function selfExcludedError(until: Date): AppError {
  return new AppError(
    ErrorCode.SELF_EXCLUDED,
    `you excluded yourself from play until ${until.toISOString()}: no login, bet or deposit before then`,
    { self_excluded_until: until.toISOString() },
  );
}

/** True while an exclusion ending at `until` is in force at `now`. */
export function isSelfExcluded(until: Date | null, now: Date): until is Date {
  return until !== null && until.getTime() > now.getTime();
}

/** Throws E40003 when the player is self-excluded at `now`. */
export async function refuseSelfExcluded(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('self_excluded_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (isSelfExcluded(user.self_excluded_until, now)) throw selfExcludedError(user.self_excluded_until);
}
