/**
 * Notifications as plain values (docs/product.md "Notifications"): the page size, the tabs, the kinds and their
 * tab, and the browser's readers of the notification endpoints and of the live `notification/created` push (the
 * shapes of the zod schemas in schemas/notifications.ts, which stay on the server side).
 */
import { LIVE_SERVER_EVENTS } from '../live/live-server-events';
import type { NotificationItem } from '../schemas/notifications';

/** Notifications per tab fetch (docs/product.md "Constants"). */
export const NOTIFICATION_PAGE_SIZE = 10;

export const NOTIFICATION_TABS = ['all', 'reward', 'transaction', 'announcement'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
/** The tab a notification belongs to (`all` is only a view). */
export type NotificationItemTab = Exclude<NotificationTab, 'all'>;

/** What happened; each kind has one tab (NOTIFICATION_KIND_TAB) and its Thai texts under `notifications.kinds`. */
export const NOTIFICATION_KINDS = [
  'PRIZE_WON',
  'VOID_REFUND',
  'DEPOSIT',
  'ANNOUNCEMENT',
  'WITHDRAW_PAID',
  'WITHDRAW_REJECTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_TAB: Record<NotificationKind, NotificationItemTab> = {
  PRIZE_WON: 'reward',
  VOID_REFUND: 'reward',
  DEPOSIT: 'transaction',
  ANNOUNCEMENT: 'announcement',
  WITHDRAW_PAID: 'transaction',
  WITHDRAW_REJECTED: 'transaction',
};

/**
 * Params of a kind, as stored: PRIZE_WON and VOID_REFUND `{slip_code, game_code, draw_date, amount_satang}`,
 * DEPOSIT `{amount_satang, transaction_id}`, WITHDRAW_PAID and WITHDRAW_REJECTED `{amount_satang, withdrawal_id}`,
 * ANNOUNCEMENT `{title, body}`. Amounts are integer satang.
 */
export type NotificationParams = Record<string, string | number>;

const ITEM_TABS: readonly string[] = NOTIFICATION_TABS.filter((t) => t !== 'all');
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** One notification (the shape of `notificationItem`), or null. */
function readNotificationItem(value: unknown): NotificationItem | null {
  const v = record(value);
  const params = record(v?.params);
  if (!v || !params) return null;
  if (!Object.values(params).every((p) => typeof p === 'string' || typeof p === 'number')) return null;
  if (typeof v.uid !== 'string' || typeof v.tab !== 'string' || !ITEM_TABS.includes(v.tab)) return null;
  if (typeof v.kind !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(v.kind)) return null;
  if (typeof v.title !== 'string' || typeof v.body !== 'string' || typeof v.created_at !== 'string') return null;
  if (typeof v.read !== 'boolean') return null;
  return {
    uid: v.uid,
    tab: v.tab as NotificationItem['tab'],
    kind: v.kind as NotificationItem['kind'],
    params: params as NotificationItem['params'],
    title: v.title,
    body: v.body,
    created_at: v.created_at,
    read: v.read,
  };
}

/** `GET notification/message/{tab}` data (`notificationListData`): its `all_message`; throws when malformed. */
export function readNotificationList(data: unknown): NotificationItem[] {
  const list = record(data)?.all_message;
  const items = Array.isArray(list) ? list.map(readNotificationItem) : null;
  if (!items || items.some((i) => i === null)) throw new Error('notification list is malformed');
  return items as NotificationItem[];
}

/** `GET notification/unread-count` data (`notificationUnreadCountData`, an integer); throws when malformed. */
export function readUnreadCount(data: unknown): number {
  if (!isInt(data)) throw new Error('unread count is malformed');
  return data;
}

/** `PUT notification/read/...` data (`notificationReadData`): the unread count after it; throws when malformed. */
export function readNotificationRead(data: unknown): number {
  const count = record(data)?.unread_count;
  if (!isInt(count)) throw new Error('notification read answer is malformed');
  return count;
}

/** The uid of a live `notification/created` message (the shape of `liveNotificationCreated`), or null. */
export function readLiveNotificationCreated(message: unknown): { uid: string } | null {
  const m = record(message);
  const d = record(m?.data);
  if (!m || !d || m.type !== LIVE_SERVER_EVENTS.notificationCreated) return null;
  if (typeof d.uid !== 'string' || typeof d.created_at !== 'string') return null;
  if (typeof d.tab !== 'string' || !ITEM_TABS.includes(d.tab)) return null;
  if (typeof d.kind !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(d.kind)) return null;
  return { uid: d.uid };
}
