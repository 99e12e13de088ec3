/**
 * Withdrawals and manual bank-transfer deposits (issue 11, docs/product.md "Profile and wallet"): the player's
 * `wallet/withdraw*` and `wallet/deposit/manual*` calls and the ops queues `backoffice/withdrawals*` and
 * `backoffice/deposits*`. Amounts are baht on the wire (satang after parsing a body); ids are decimal strings.
 */
import { z } from 'zod';
import { bahtAmount, opsReason, limitParam, skipParam } from './common';
import { PAYMENT_RAILS, TRANSACTION_STATUSES, WITHDRAW_RAIL } from '../wallet/transfer-kinds';

export const transactionStatus = z.enum(TRANSACTION_STATUSES);
export const paymentRail = z.enum(PAYMENT_RAILS);

/** The player's registered bank account (the first of `bank_accounts`, spec "User profile"). */
export const bankAccountData = z.object({
  bank_code: z.string(),
  bank_account_number: z.string(),
  bank_account_name: z.string(),
});
export type BankAccountData = z.infer<typeof bankAccountData>;

/** `POST wallet/withdraw {amount}` (baht, Idempotency-Key): unknown fields refused. */
export const withdrawBody = z.strictObject({ amount: bahtAmount });
export type WithdrawBody = z.input<typeof withdrawBody>;

/** One withdrawal as the player sees it. */
export const withdrawalData = z.object({
  withdrawal_id: z.string(),
  /** The hold's ledger transfer (the history row that shows PENDING, then SUCCESS or CANCEL). */
  transaction_id: z.string(),
  amount: z.number(),
  status: transactionStatus,
  rail: z.literal(WITHDRAW_RAIL),
  bank_account: bankAccountData,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** Why ops rejected it (or their note on an approval), null before a decision. */
  reason: z.string().nullable(),
});
export type WithdrawalData = z.infer<typeof withdrawalData>;

/** `POST wallet/withdraw` answer: the withdrawal and the available balance after the hold (baht). */
export const withdrawResultData = withdrawalData.extend({ balance: z.number() });
export type WithdrawResultData = z.infer<typeof withdrawResultData>;

/** `GET wallet/payment-options`: the rails that are on, the withdraw limits of today and the player's bank account. */
export const paymentOptionsData = z.object({
  deposit_rails: z.array(paymentRail),
  /** Where a manual bank-transfer deposit goes (DEPOSIT_BANK_ACCOUNT), null when not configured. */
  deposit_bank_account: z.string().nullable(),
  withdraw: z.object({
    rail: z.literal(WITHDRAW_RAIL),
    /** Per withdraw, baht. */
    min: z.number(),
    /** Per Bangkok day, baht (WITHDRAW_MAX_PER_DAY_BAHT); pending and approved withdrawals count. */
    max_per_day: z.number(),
    used_today: z.number(),
    remaining_today: z.number(),
    /** Null: no bank account registered, withdrawing is refused. */
    bank_account: bankAccountData.nullable(),
  }),
});
export type PaymentOptionsData = z.infer<typeof paymentOptionsData>;

/** `POST wallet/deposit/manual`: the transfer the player made (amount baht, when, optional slip reference). */
export const manualDepositBody = z.strictObject({
  amount: bahtAmount,
  transferred_at: z.iso.datetime({ offset: true, message: 'transferred_at must be an ISO-8601 instant' }),
  slip_reference: z
    .string()
    .trim()
    .max(64, 'slip_reference is at most 64 characters')
    .regex(/^[\p{L}\p{N} ._:/#-]*$/u, 'slip_reference may hold letters, digits, spaces and ._:/#-')
    .optional(),
});
export type ManualDepositBody = z.input<typeof manualDepositBody>;

/** One declared manual deposit as the player sees it. */
export const manualDepositData = z.object({
  deposit_id: z.string(),
  amount: z.number(),
  status: transactionStatus,
  rail: z.literal('manual-bank-transfer'),
  transferred_at: z.string(),
  slip_reference: z.string(),
  declared_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** The DEPOSIT ledger transfer once confirmed, else null. */
  transaction_id: z.string().nullable(),
});
export type ManualDepositData = z.infer<typeof manualDepositData>;

/** `?state&skip&limit` of the ops queues (state PENDING by default; limit 1..100). */
export const paymentQueueQuery = z.object({
  state: transactionStatus.default('PENDING'),
  skip: skipParam.default(0),
  limit: limitParam.default(50),
});
export type PaymentQueueQuery = z.infer<typeof paymentQueueQuery>;

/** `{id}` of a withdrawal or a manual deposit: 1-15 digits. */
export const paymentIdParams = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'id must be a positive whole number'),
});

/** `POST backoffice/withdrawals/{id}/approve` and `backoffice/deposits/{id}/confirm`: an optional note. */
export const paymentApproveBody = z.strictObject({
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
/** `POST backoffice/withdrawals/{id}/reject` and `backoffice/deposits/{id}/reject`: why, required. */
export const paymentRejectBody = z.strictObject({ reason: opsReason });

const opsSide = {
  customer_code: z.string(),
  phone: z.string(),
  /** The ops user who decided, null while pending. */
  decided_by: z.string().nullable(),
};

/**
 * A withdrawal in the ops queue. `source`: PLAYER = the player asked; SELF_EXCLUSION = the balance of a
 * self-excluded player, returned by the api (docs/product.md "Player protection").
 */
export const opsWithdrawalData = withdrawalData.extend({
  ...opsSide,
  source: z.enum(['PLAYER', 'SELF_EXCLUSION']),
});
export type OpsWithdrawalData = z.infer<typeof opsWithdrawalData>;
/** A manual deposit in the ops queue. */
export const opsManualDepositData = manualDepositData.extend(opsSide);
export type OpsManualDepositData = z.infer<typeof opsManualDepositData>;

/** A page of an ops queue, with how many are pending in all. */
export const opsWithdrawalsData = z.object({ items: z.array(opsWithdrawalData), pending: z.number().int() });
export type OpsWithdrawalsData = z.infer<typeof opsWithdrawalsData>;
/** `rail_on`: whether PAYMENT_RAIL has `manual-bank-transfer` (players can declare only then; old ones stay decidable). */
export const opsManualDepositsData = z.object({
  items: z.array(opsManualDepositData),
  pending: z.number().int(),
  rail_on: z.boolean(),
});
export type OpsManualDepositsData = z.infer<typeof opsManualDepositsData>;
