/**
 * The new-account hold (docs/product.md "Ops accounts"; issue 20): an ops account younger than
 * OPS_NEW_ACCOUNT_HOLD_HOURS (default 24 h, counted from its creation) may not enter or confirm a result, nor
 * confirm another ops user's change. Without it, one admin could create two accounts and act as maker and
 * checker at once. Throws 403 E10403 naming the hour the hold ends (UTC ISO); returns nothing otherwise.
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
  const holdHours = ctx.config.opsNewAccountHoldHours;
  if (holdHours <= 0) return;
  const user = await db.selectFrom('ops_users').select('created_at').where('id', '=', opsUserId).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.FORBIDDEN, `ops user ${opsUserId} does not exist`);
  const heldUntil = new Date(new Date(user.created_at).getTime() + holdHours * 3_600_000);
  if (ctx.clock.now() < heldUntil)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `a new ops account may not ${what} for its first ${holdHours} hours (until ${heldUntil.toISOString()})`,
      { held_until: heldUntil.toISOString() },
    );
}
