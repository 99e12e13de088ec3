/**
 * The refusal a banned or inactive player gets on every authenticated call and at login (docs/product.md
 * "Inactive and banned players"): BANNED → 403 B0V002, INACTIVE → 403 B0V003, both with `data` = the ban or block
 * object `{detail, status, reason, since}` (shared-contracts status/account-stop.ts) read from the newest row of
 * player_status_history (reason and since null for a status set without a history row).
 */
import { ACCOUNT_STOP_DETAILS, AppError, ErrorCode, type AccountStop } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** The AppError for `userId` whose status is `status` (INACTIVE or BANNED). */
export async function accountStopError(db: DbOrTrx, userId: number, status: 'INACTIVE' | 'BANNED'): Promise<AppError> {
  const last = await db
    .selectFrom('player_status_history')
    .select(['reason', 'created_at'])
    .where('user_id', '=', userId)
    .where('to_status', '=', status)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const data: AccountStop = {
    detail: status === 'BANNED' ? ACCOUNT_STOP_DETAILS.BANNED : ACCOUNT_STOP_DETAILS.INACTIVE,
    status,
    reason: last?.reason ?? null,
    since: last ? new Date(last.created_at).toISOString() : null,
  };
  return status === 'BANNED'
    ? new AppError(ErrorCode.USER_BANNED, 'this account is banned: contact support', data)
    : new AppError(ErrorCode.USER_BLOCKED, 'this account is inactive (INACTIVE_USER): contact support', data);
}
