/** One of the player's lottery-shop purchases by its slip id (e.g. LOTTH00000012), as stored; 404 E10001 otherwise. */
import { AppError, ErrorCode } from 'shared-contracts';
import type { Db } from '../../db/database';

export async function playerSlip(db: Db, userId: number, slipCode: string) {
  const slip = await db
    .selectFrom('lottery_slips')
    .selectAll()
    .where('slip_code', '=', slipCode)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!slip) throw new AppError(ErrorCode.NOT_FOUND, `lottery slip ${slipCode} does not exist`);
  return slip;
}
