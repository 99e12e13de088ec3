/**
 * The notifications a player sees (docs/product.md "Notifications"): their own, and every announcement to all
 * players sent since they registered; each with whether they read it. The one query the list, the unread
 * count and the marking share.
 */
import type { DbOrTrx } from '../db/transaction';

/** Notifications of `userId` (`n`), joined with their read row (`r`, null while unread). */
export function visibleNotifications(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
    )
    .where((eb) =>
      eb.or([
        eb('n.user_id', '=', userId),
        eb.and([
          eb('n.user_id', 'is', null),
          eb('n.created_at', '>=', eb.selectFrom('users').select('users.created_at').where('users.id', '=', userId)),
        ]),
      ]),
    );
}
