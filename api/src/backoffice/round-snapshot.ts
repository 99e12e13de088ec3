/** A round's state as the audit trail records it before an ops action (null for an unknown or malformed id). */
import type { AppContext } from '../context';

export async function roundSnapshot(ctx: AppContext, idText: string) {
  if (!/^\d{1,15}$/.test(idText)) return null;
  const r = await ctx.db
    .selectFrom('rounds')
    .select(['id', 'game_code', 'draw_date', 'state', 'close_at', 'closed_at', 'forced'])
    .where('id', '=', Number(idText))
    .executeTakeFirst();
  return r ?? null;
}
