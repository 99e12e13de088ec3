/**
 * The shell's TanStack Query keys, in one place so invalidation is predictable (the shell's own query client,
 * `ShellQueryProvider`; each remote has its own, ARCHITECTURE.md "Remotes and the shell"), in the one shape of
 * every package (CONTRIBUTING.md "Writing a screen"): `['shell', owner, what, ...params]`, the owner being the
 * player's customer code (null: nobody is logged in), so a login asks afresh and a logged-out visitor never sees a
 * cached copy, or `'public'` for what everyone sees.
 */
import type { NotificationTab } from 'shared-contracts';

/** The owner of the keys everyone shares. */
export const PUBLIC_OWNER = 'public';

export const shellKeys = {
  /** Every key of the shell (`ShellQueryProvider` drops a player's with it at logout). */
  root: () => ['shell'] as const,
  /** `GET backoffice/system/status`: the ops flags everyone sees. */
  systemStatus: () => ['shell', PUBLIC_OWNER, 'system-status'] as const,
  /** `GET games/next-rounds`: every game's next close (the home lobby's cards). */
  nextRounds: () => ['shell', PUBLIC_OWNER, 'next-rounds'] as const,
  /** Everything about one player (null: nobody is logged in). */
  player: (customerCode: string | null) => ['shell', customerCode] as const,
  /** `GET users/info/me`: the player's profile. */
  profile: (customerCode: string | null) => [...shellKeys.player(customerCode), 'profile'] as const,
  /** `GET users/favorite`: the player's favourite games (the home lobby shows them first). */
  favorites: (customerCode: string | null) => [...shellKeys.player(customerCode), 'favorites'] as const,
  /** `GET wallet/balance`: the header's balance and free tickets. */
  walletBalance: (customerCode: string | null) => [...shellKeys.player(customerCode), 'wallet-balance'] as const,
  /** The lottery cart's ticket count for the header badge (`GET lottery/cart`, then `cart/changed`). */
  cartCount: (customerCode: string | null) => [...shellKeys.player(customerCode), 'cart-count'] as const,
  /** `GET invites/me`: the player's invite code, invited players and commission (/inviting). */
  invites: (customerCode: string | null) => [...shellKeys.player(customerCode), 'invites'] as const,
  /** `GET chat/profile`: the player's chat display name (the profile page's chat name card). */
  chatProfile: (customerCode: string | null) => [...shellKeys.player(customerCode), 'chat-profile'] as const,
  /** The next reality check due; `round` counts the schedules asked (a dismissal or a new interval). */
  realityCheck: (customerCode: string | null, round: number) =>
    [...shellKeys.player(customerCode), 'reality-check', round] as const,
  /** Everything of the notifications of one player. */
  notifications: (customerCode: string | null) => [...shellKeys.player(customerCode), 'notifications'] as const,
  /** `GET notification/unread-count`. */
  notificationUnreadCount: (customerCode: string | null) =>
    [...shellKeys.notifications(customerCode), 'unread-count'] as const,
  /** The pages of one tab (`GET notification/message/{tab}`). */
  notificationList: (customerCode: string | null, tab: NotificationTab) =>
    [...shellKeys.notifications(customerCode), 'list', tab] as const,
};
