/**
 * PUT notification/read/{id}: the player read one of their notifications (an announcement to all counts as
 * theirs). Marking it again changes nothing. Another player's notification, or an id that is no uid, is
 * 404 E10001 as if it did not exist. Returns the unread count after.
 */
import { AppError, ErrorCode, type NotificationReadData } from 'shared-contracts';
import type { AppContext } from '../context';
import { countUnreadNotifications } from './count-unread-notifications';
import { visibleNotifications } from './visible-notifications';

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function markNotificationRead(
  ctx: AppContext,
  userId: number,
  uid: string,
): Promise<NotificationReadData> {
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, `notification ${uid.slice(0, 64)} does not exist`);
  if (!UID.test(uid)) throw notFound();
  const found = await visibleNotifications(ctx.db, userId)
    .select('n.id')
    .where('n.uid', '=', uid.toLowerCase())
    .executeTakeFirst();
  if (!found) throw notFound();
  await ctx.db
    .insertInto('notification_reads')
    .values({ user_id: userId, notification_id: found.id, read_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
  return { unread_count: await countUnreadNotifications(ctx.db, userId) };
}
