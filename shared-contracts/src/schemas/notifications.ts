/**
 * Notifications (docs/product.md "Notifications"): the player's messages, grouped by tab, with an unread badge.
 * A notification is stored as a `kind` and its `params` (never Thai text); the api renders `title` and `body`
 * from the Thai i18n resources when it answers (`notificationText`), so the wording follows the resources.
 * An ops announcement is the ops' own title and body. Tabs: `reward` (prizes and void refunds), `transaction`
 * (deposits; withdrawals when they exist), `announcement` (ops broadcasts); `all` lists every tab. The plain values
 * and the browser's readers are in notifications/notification-kinds.ts.
 */
import { z } from 'zod';
import { LIVE_SERVER_EVENTS } from '../live/live-server-events';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TABS } from '../notifications/notification-kinds';

/** `GET notification/message/{tab}` path. */
export const notificationTabParams = z.object({ tab: z.enum(NOTIFICATION_TABS) });

/** `?skip&limit` of the list (limit 1..50, default NOTIFICATION_PAGE_SIZE). */
export const notificationListQuery = z.object({
  skip: z.coerce
    .number({ message: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be >= 0')
    .max(100_000, 'skip must be <= 100000')
    .default(0),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1-50')
    .max(50, 'limit must be 1-50')
    .default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** One notification as the player sees it. */
export const notificationItem = z.object({
  uid: z.string(),
  tab: z.enum(['reward', 'transaction', 'announcement']),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Thai, rendered by the server from `kind` and `params`. */
  title: z.string(),
  body: z.string(),
  /** ISO-8601. */
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET notification/message/{tab}`: newest first; `all_message` as the spec names it. */
export const notificationListData = z.object({ all_message: z.array(notificationItem) });
export type NotificationListData = z.infer<typeof notificationListData>;

/** `PUT notification/read/{id}` path: the notification's uid. */
export const notificationIdParams = z.object({ id: z.string().max(64, 'id is at most 64 characters') });

/** `PUT notification/read/{id}` and `PUT notification/read/all`: the unread count after the change. */
export const notificationReadData = z.object({ unread_count: z.number().int() });
export type NotificationReadData = z.infer<typeof notificationReadData>;

/** `GET notification/unread-count`: `data` is the number itself. */
export const notificationUnreadCountData = z.number().int();

/** `POST backoffice/notifications`: an ops announcement to one player (`customer_code`) or to every player. */
export const notificationBroadcastBody = z.strictObject({
  title: z.string().trim().min(1, 'title must not be empty').max(100, 'title is at most 100 characters'),
  body: z.string().trim().min(1, 'body must not be empty').max(1000, 'body is at most 1000 characters'),
  customer_code: z.string().trim().min(1).max(32).optional(),
});
export type NotificationBroadcastBody = z.infer<typeof notificationBroadcastBody>;

export const notificationBroadcastData = z.object({
  uid: z.string(),
  /** The player it went to, or null for every player. */
  customer_code: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationBroadcastData = z.infer<typeof notificationBroadcastData>;

/**
 * The live push of a new notification: on the player's private channel (`user.<customer code>`), or on the
 * `system` channel for an announcement to every player. `wallet/balance-changed` follows on the private
 * channel when money moved (a prize, a refund, a deposit).
 */
export const liveNotificationCreated = z.object({
  type: z.literal(LIVE_SERVER_EVENTS.notificationCreated),
  data: z.object({
    uid: z.string(),
    tab: z.enum(['reward', 'transaction', 'announcement']),
    kind: z.enum(NOTIFICATION_KINDS),
    created_at: z.string(),
  }),
});
export type LiveNotificationCreated = z.infer<typeof liveNotificationCreated>;
