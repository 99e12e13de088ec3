/** GET notification/unread-count: how many of the player's notifications are unread (the bell's badge). */
import type { DbOrTrx } from '../db/transaction';
import { visibleNotifications } from './visible-notifications';

export async function countUnreadNotifications(db: DbOrTrx, userId: number): Promise<number> {
  const row = await visibleNotifications(db, userId)
    .where('r.notification_id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
