/**
 * PUT notification/read/all: the player read every notification they have now (one row per unread one; a
 * notification arriving meanwhile stays unread). Returns the unread count after.
 */
import { sql } from 'kysely';
import type { NotificationReadData } from 'shared-contracts';
import type { AppContext } from '../context';
import { countUnreadNotifications } from './count-unread-notifications';
import { visibleNotifications } from './visible-notifications';

export async function markAllNotificationsRead(ctx: AppContext, userId: number): Promise<NotificationReadData> {
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('notification_reads')
    .columns(['user_id', 'notification_id', 'read_at'])
    .expression(
      visibleNotifications(ctx.db, userId)
        .where('r.notification_id', 'is', null)
        .select([
          sql<number>`${userId}::bigint`.as('user_id'),
          'n.id',
          sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        ]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
  return { unread_count: await countUnreadNotifications(ctx.db, userId) };
}
