/** A player named by customer code for the chat's ops routes; 404 E10001 when there is none. */
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

export async function findChatPlayer(
  db: DbOrTrx,
  customerCode: string,
): Promise<{ userId: number; customerCode: string; bannedUntil: Date | null; banReason: string | null }> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('live_access as la', 'la.user_id', 'u.id')
    .select(['u.id', 'u.customer_code', 'la.banned_until', 'la.ban_reason'])
    .where('u.customer_code', '=', customerCode)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `no player ${customerCode.slice(0, 40)}`);
  return {
    userId: row.id,
    customerCode: row.customer_code,
    bannedUntil: row.banned_until,
    banReason: row.ban_reason,
  };
}
