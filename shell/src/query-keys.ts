/**
 * The shell's TanStack Query keys, in one place so invalidation is predictable (the shell's own query client,
 * `ShellQueryProvider`; each remote has its own, ARCHITECTURE.md "Remotes and the shell"). A player's data sits
 * under `['player', customerCode]`, so a login asks afresh and a logged-out visitor never sees a cached copy.
 */
export const shellKeys = {
  /** `GET backoffice/system/status`: the ops flags everyone sees. */
  systemStatus: () => ['system-status'] as const,
  /** Everything about one player (null: nobody is logged in). */
  player: (customerCode: string | null) => ['player', customerCode] as const,
  /** `GET users/info/me`: the player's profile. */
  profile: (customerCode: string | null) => [...shellKeys.player(customerCode), 'profile'] as const,
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
};
