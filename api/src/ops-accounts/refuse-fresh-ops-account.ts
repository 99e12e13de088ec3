/**
 * The new-account hold (docs/product.md "Ops accounts"; issue 20): an ops account younger than
 * OPS_NEW_ACCOUNT_HOLD_HOURS (default 24 h) may not enter or confirm a result, nor confirm another ops user's
 * change. The hold counts from the account's creation, or from its approval by a second admin when that came
 * later (decide-ops-user.ts): an account waiting for approval, or rejected, is always refused. Without it, one
 * admin could create two accounts and act as maker and checker at once. Throws 403 E10403 naming the hour the
 * hold ends (UTC ISO, `details.held_until`); returns nothing otherwise. `what` completes "may not ...".
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/transaction';

export async function refuseFreshOpsAccount(
  ctx: AppContext,
  db: DbOrTrx,
  opsUserId: number,
  what: string,
): Promise<void> {
  const user = await db
    .selectFrom('ops_users')
    .select(['created_at', 'approval', 'decided_at'])
    .where('id', '=', opsUserId)
    .executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.FORBIDDEN, `ops user ${opsUserId} does not exist`);
  if (user.approval !== 'approved')
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `an ops account ${user.approval === 'pending' ? 'waiting for a second admin' : 'rejected by a second admin'} may not ${what}`,
    );
  const holdHours = ctx.config.opsNewAccountHoldHours;
  if (holdHours <= 0) return;
  const created = new Date(user.created_at).getTime();
  const approved = user.decided_at ? new Date(user.decided_at).getTime() : created;
  const heldUntil = new Date(Math.max(created, approved) + holdHours * 3_600_000);
  if (ctx.clock.now() < heldUntil)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `a new ops account may not ${what} for its first ${holdHours} hours${approved > created ? ' after its approval' : ''} (until ${heldUntil.toISOString()})`,
      { held_until: heldUntil.toISOString() },
    );
}
