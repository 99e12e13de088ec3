/**
 * TanStack Query keys of the notifications, under the player's keys (`['player', customerCode, ...]`, as the
 * shell's `shellKeys`), so a logout drops them with the rest of the player's data (ShellQueryProvider).
 */
import type { NotificationTab } from 'shared-contracts';

export const notificationKeys = {
  /** Everything of the notifications of one player. */
  all: (customerCode: string | null) => ['player', customerCode, 'notifications'] as const,
  /** `GET notification/unread-count`. */
  unreadCount: (customerCode: string | null) => [...notificationKeys.all(customerCode), 'unread-count'] as const,
  /** The pages of one tab (`GET notification/message/{tab}`). */
  list: (customerCode: string | null, tab: NotificationTab) =>
    [...notificationKeys.all(customerCode), 'list', tab] as const,
};
