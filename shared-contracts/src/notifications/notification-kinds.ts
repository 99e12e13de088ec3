/**
 * Notifications as plain values (docs/product.md "Notifications"): the page size, the tabs, the kinds and their
 * tab (the browser's readers of the wire shapes are in readers/notification-readers.ts).
 */

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
