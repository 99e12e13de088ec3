/** The chat ban (live/set-live-ban.ts): a banned player's write is refused with 403 B0V002 `{banned_until}`. */
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** Throws 403 B0V002 while `userId` is banned from writing at `now`. */
export async function refuseLiveBanned(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  const row = await db
    .selectFrom('live_access')
    .select('banned_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row?.banned_until;
  if (until && until.getTime() > now.getTime())
    throw new AppError(ErrorCode.USER_BANNED, `banned from chat until ${until.toISOString()}: reading only`, {
      banned_until: until.toISOString(),
    });
}
