/**
 * The kinds of ledger transfers (`ledger_transfers.kind`, ARCHITECTURE.md "Money and the ledger"), one list for the
 * api (every posting names one) and the wallet remote (each has a Thai label, `wallet.kind.{KIND}` in
 * i18n/th/wallet.ts; a test checks every kind has one). Also the payment rails (PAYMENT_RAIL) and the
 * transaction statuses of the history (docs/product.md "Enumerations": PENDING, CANCEL, SUCCESS).
 */

export const LEDGER_TRANSFER_KINDS = [
  /** Money in: the demo rail at once, or a manual bank transfer confirmed by ops (rail → player). */
  'DEPOSIT',
  /** A withdraw request: the amount leaves the available balance at once into the player's hold (player → hold). */
  'WITHDRAW',
  /** Ops approved a withdraw: the held amount goes out to the bank (hold → rail:bank); not on the player's account. */
  'WITHDRAW_PAYOUT',
  /** Ops rejected a withdraw: the held amount comes back (hold → player). */
  'WITHDRAW_RETURN',
  /** A stake of a draw game or a mini-game (player → house). */
  'BET',
  /** Winnings of a draw game or a mini-game (house → player). */
  'PAYOUT',
  /** Stakes given back when a round is void (draw games and the ticket shop). */
  'REFUND',
  /** Stakes of cancelled bet lines given back, less the cancel fee. */
  'CANCEL_REFUND',
  /** A ticket-shop purchase (player → house). */
  'LOTTERY_PURCHASE',
  /** A ticket-shop prize (house → player). */
  'LOTTERY_PRIZE',
  /** Ticket-shop tickets cancelled and paid back. */
  'LOTTERY_CANCEL',
  /** A round's payout pool filled or swept (house accounts only, never on a player's account). */
  'PAYOUT_POOL',
  /** An ops correction. */
  'ADJUSTMENT',
  /** A referrer's commission on an invited player's settled stake (house → referrer; api/src/invites/). */
  'INVITE_COMMISSION',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/** Kinds that move money in or out of the site rather than play with it (player protection's loss figures skip them). */
export const NON_PLAY_TRANSFER_KINDS = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'ADJUSTMENT',
  'INVITE_COMMISSION',
] as const satisfies readonly LedgerTransferKind[];

/** True when `kind` is one of LEDGER_TRANSFER_KINDS. */
export function isLedgerTransferKind(kind: string): kind is LedgerTransferKind {
  return (LEDGER_TRANSFER_KINDS as readonly string[]).includes(kind);
}

/** Transaction statuses of the wallet history and of withdrawals and manual deposits. */
export const TRANSACTION_STATUSES = ['PENDING', 'CANCEL', 'SUCCESS'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Payment rails (PAYMENT_RAIL, one or both): `demo` credits play money at once; `manual-bank-transfer` takes a
 * deposit the player declares after a bank transfer, credited when ops confirm it.
 */
export const PAYMENT_RAILS = ['demo', 'manual-bank-transfer'] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/** Withdrawals always go out by manual bank transfer to the player's registered bank account. */
export const WITHDRAW_RAIL = 'manual-bank-transfer' satisfies PaymentRail;
