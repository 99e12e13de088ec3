/**
 * The wallet remote's TanStack Query keys, in one place so invalidation is predictable (one query client per
 * parcel, ARCHITECTURE.md "Remotes and the shell"). Every key carries the session's customer code, so another
 * player never sees a cached copy.
 */
export const walletKeys = {
  /** `GET wallet/balance`. */
  balance: (customerCode: string | null) => ['wallet', customerCode, 'balance'] as const,
  /** `GET wallet/transactions`: the latest movements. */
  transactions: (customerCode: string | null) => ['wallet', customerCode, 'transactions'] as const,
  /** `GET users/limits` and `GET users/reality-check`, loaded together by the player-protection page. */
  protection: (customerCode: string | null) => ['wallet', customerCode, 'protection'] as const,
};
