/**
 * The wallet remote's TanStack Query keys, in one place so invalidation is predictable (one query client per
 * parcel, ARCHITECTURE.md "Remotes and the shell"). Every key carries the session's customer code, so another
 * player never sees a cached copy.
 */
export const walletKeys = {
  /** Every wallet key of one session (FollowWalletNews reloads them all). */
  session: (customerCode: string | null) => ['wallet', customerCode] as const,
  /** `GET wallet/balance`. */
  balance: (customerCode: string | null) => ['wallet', customerCode, 'balance'] as const,
  /** `GET wallet/transactions`: the latest movements. */
  transactions: (customerCode: string | null) => ['wallet', customerCode, 'transactions'] as const,
  /** `GET users/limits` and `GET users/reality-check`, loaded together by the player-protection page. */
  protection: (customerCode: string | null) => ['wallet', customerCode, 'protection'] as const,
  /** `GET wallet/payment-options`: deposit rails and today's withdraw limits. */
  paymentOptions: (customerCode: string | null) => ['wallet', customerCode, 'payment-options'] as const,
  /** `GET wallet/withdrawals`. */
  withdrawals: (customerCode: string | null) => ['wallet', customerCode, 'withdrawals'] as const,
  /** `GET wallet/deposit/manual`: declared bank-transfer deposits. */
  manualDeposits: (customerCode: string | null) => ['wallet', customerCode, 'manual-deposits'] as const,
};
