/**
 * The official GLO draws known to the server: the results stored on underground rounds (the imported
 * history of glo-draws.json and later ops posts) and on shop rounds, one per draw date (the shop
 * round's wins when both exist). Oldest first.
 */
import { gloDrawSchema, type GloDraw } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { CALENDAR_GAME_CODE, SHOP_GAME_CODE } from '../shop-game';

export async function loadOfficialDraws(db: DbOrTrx, drawDate?: string): Promise<GloDraw[]> {
  let q = db
    .selectFrom('rounds')
    .select(['draw_date', 'game_code', 'result'])
    .where('game_code', 'in', [CALENDAR_GAME_CODE, SHOP_GAME_CODE])
    .where('result', 'is not', null);
  if (drawDate) q = q.where('draw_date', '=', drawDate);
  const rows = await q.orderBy('draw_date').execute();
  const byDate = new Map<string, GloDraw>();
  for (const r of rows) {
    const parsed = gloDrawSchema.safeParse(r.result);
    if (!parsed.success) continue;
    if (!byDate.has(r.draw_date) || r.game_code === SHOP_GAME_CODE) byDate.set(r.draw_date, parsed.data);
  }
  return [...byDate.values()];
}
