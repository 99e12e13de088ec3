/**
 * GET notification/message/{tab}?skip&limit: the player's notifications of one tab (`all`: every tab), newest
 * first, with the Thai title and body rendered from the i18n resources (`notificationText`).
 */
import {
  createThaiI18n,
  notificationText,
  type NotificationItem,
  type NotificationListData,
  type NotificationListQuery,
  type NotificationTab,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { visibleNotifications } from './visible-notifications';

let thai: ReturnType<typeof createThaiI18n> | null = null;

export async function listNotifications(
  ctx: AppContext,
  userId: number,
  tab: NotificationTab,
  page: NotificationListQuery,
): Promise<NotificationListData> {
  let query = visibleNotifications(ctx.db, userId).select([
    'n.uid',
    'n.tab',
    'n.kind',
    'n.params',
    'n.created_at',
    'r.read_at',
  ]);
  if (tab !== 'all') query = query.where('n.tab', '=', tab);
  const rows = await query.orderBy('n.id', 'desc').offset(page.skip).limit(page.limit).execute();
  thai ??= createThaiI18n();
  const t = thai.t;
  return {
    all_message: rows.map((r): NotificationItem => ({
      uid: r.uid,
      tab: r.tab,
      kind: r.kind,
      params: r.params,
      ...notificationText({ kind: r.kind, params: r.params }, t),
      created_at: r.created_at.toISOString(),
      read: r.read_at !== null,
    })),
  };
}
