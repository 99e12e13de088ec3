/**
 * The partial-cancel fee of a game, percent of the cancelled stake: app_settings key
 * `cancel_fee_percent:{GAME CODE}` (ops configurable), else shared-contracts'
 * `PARTIAL_CANCEL.defaultFeePercent` (10).
 */
import { PARTIAL_CANCEL, type GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export async function cancelFeePercent(db: DbOrTrx, game: GameDef): Promise<number> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', `cancel_fee_percent:${game.code}`)
    .executeTakeFirst();
  const v = Number(row?.value);
  return row && Number.isFinite(v) && v >= 0 && v <= 100 ? v : PARTIAL_CANCEL.defaultFeePercent;
}

/** PUT backoffice/cancel-fee/{game} {percent}: ops set a game's partial-cancel fee (0-100 %). */
export async function setCancelFeePercent(db: DbOrTrx, game: GameDef, percent: number, now: Date): Promise<number> {
  await db
    .insertInto('app_settings')
    .values({ key: `cancel_fee_percent:${game.code}`, value: JSON.stringify(percent), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(percent), updated_at: now }))
    .execute();
  return percent;
}
