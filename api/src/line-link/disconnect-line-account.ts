/** `DELETE users/user/line/connect`: unlinks the player's LINE account (docs/product.md "Messaging-app linking"). */
import type { AppContext } from '../context';

/** Removes the link (none is fine: unlinking twice answers the same) and any flow still waiting. */
export async function disconnectLineAccount(
  ctx: AppContext,
  userId: number,
): Promise<{ line_connected: 'NOT_CONNECTED' }> {
  await ctx.db.deleteFrom('line_links').where('user_id', '=', userId).execute();
  await ctx.db.deleteFrom('line_link_attempts').where('user_id', '=', userId).execute();
  return { line_connected: 'NOT_CONNECTED' };
}
