/**
 * The browser's readers of the notification endpoints and of the live `notification/created` push (no zod: they
 * read the shapes of the zod schemas in schemas/notifications.ts, which stay on the server side).
 */
import { LIVE_SERVER_EVENTS } from '../live/live-server-events';
import type { NotificationItem } from '../schemas/notifications';
import { NOTIFICATION_KINDS, NOTIFICATION_TABS } from '../notifications/notification-kinds';

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
