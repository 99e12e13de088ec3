/** The profile's `line_connected` (docs/product.md "Profile and wallet", "Messaging-app linking"). */
import type { UserProfileData } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** CONNECTED or LINE_BANNED from the player's link (`line_links.status`), NOT_CONNECTED without one. */
export async function readLineConnected(db: DbOrTrx, userId: number): Promise<UserProfileData['line_connected']> {
  const link = await db.selectFrom('line_links').select('status').where('user_id', '=', userId).executeTakeFirst();
  return link?.status ?? 'NOT_CONNECTED';
}
