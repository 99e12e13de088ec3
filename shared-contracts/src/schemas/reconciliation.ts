/**
 * Wire schemas of the ops reconciliation reads (issue 10): `GET backoffice/reconciliation/ledger`, `…/house-daily`
 * and `…/rounds` (api/src/backoffice/reconciliation/). Every amount is integer satang; dates are Bangkok
 * calendar dates `YYYY-MM-DD`; a range is at most RECONCILIATION_MAX_DAYS days, `from` ≤ `to`.
 */
import { z } from 'zod';
import { GAMES } from '../games/catalogue';
import { RECONCILIATION_MAX_DAYS, reconciliationSpanDays } from '../reconciliation-range';

export { RECONCILIATION_MAX_DAYS, reconciliationSpanDays };

/** A Bangkok calendar date, YYYY-MM-DD, that exists. */
export const reconciliationDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'is not a real calendar date',
    },
  );

const gameCode = z
  .string()
  .transform((s) => s.toUpperCase())
  .refine((s) => GAMES.some((g) => g.code === s), { message: 'is not a game code of the catalogue' });

type Range = { from?: string | undefined; to?: string | undefined };
const checkRange = (q: Range, ctx: z.RefinementCtx) => {
  if (q.from === undefined || q.to === undefined) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (reconciliationSpanDays(q.from, q.to) > RECONCILIATION_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range is at most ${RECONCILIATION_MAX_DAYS} days`,
    });
};

/** GET backoffice/reconciliation/ledger: `from`/`to` bound the per-transfer-kind totals (all time without them). */
export const ledgerReconciliationQuery = z
  .object({ from: reconciliationDate.optional(), to: reconciliationDate.optional() })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: 'give both from and to, or neither',
      });
    checkRange(q, ctx);
  });
export type LedgerReconciliationQuery = z.infer<typeof ledgerReconciliationQuery>;

/** GET backoffice/reconciliation/house-daily: the last 30 Bangkok days up to today by default; every game. */
export const houseDailyQuery = z
  .object({ from: reconciliationDate.optional(), to: reconciliationDate.optional(), game: gameCode.optional() })
  .superRefine(checkRange);
export type HouseDailyQuery = z.infer<typeof houseDailyQuery>;

/** GET backoffice/reconciliation/rounds: rounds whose draw date is in the range (last 30 days by default), paged. */
export const roundReconciliationQuery = z
  .object({
    game: gameCode.optional(),
    from: reconciliationDate.optional(),
    to: reconciliationDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
    /** `true`: only rounds with at least one slip (scheduled rounds nobody bet on are left out). */
    with_slips: z.enum(['true', 'false'], { message: 'with_slips must be true or false' }).optional(),
  })
  .superRefine(checkRange);
export type RoundReconciliationQuery = z.infer<typeof roundReconciliationQuery>;

/** An account whose stored balance is not the sum of its postings. */
export const mismatchedAccount = z.object({
  account_id: z.string(),
  code: z.string(),
  kind: z.string(),
  balance_satang: z.number().int(),
  postings_satang: z.number().int(),
  /** balance − postings. */
  difference_satang: z.number().int(),
});
export type MismatchedAccount = z.infer<typeof mismatchedAccount>;

export const ledgerReconciliation = z.object({
  /** True when postings sum to 0, every transfer balances and every balance equals its postings. */
  ok: z.boolean(),
  /** Sum of every posting ever (must be 0). */
  postings_sum_satang: z.number().int(),
  postings_count: z.number().int(),
  /** Transfers whose own postings do not sum to 0 (must be 0). */
  unbalanced_transfers: z.number().int(),
  mismatched_count: z.number().int(),
  /** The first (by account id) at most 20 mismatching accounts. */
  mismatched_accounts: z.array(mismatchedAccount),
  /** Stored balances per account kind (player, house, rail, …). */
  account_kinds: z.array(z.object({ kind: z.string(), accounts: z.number().int(), balance_satang: z.number().int() })),
  /** The house: the 16 stripes plus the per-round payout pools (`house:round:{id}`), all kind house. */
  house: z.object({
    balance_satang: z.number().int(),
    stripes_satang: z.number().int(),
    stripe_accounts: z.number().int(),
    pools_satang: z.number().int(),
    pool_accounts: z.number().int(),
  }),
  /** The range of `transfer_kinds`, null = all time. */
  range: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Per transfer kind: count, volume (sum of the credit legs) and the net of each account kind's legs. */
  transfer_kinds: z.array(
    z.object({
      kind: z.string(),
      transfers: z.number().int(),
      volume_satang: z.number().int(),
      player_satang: z.number().int(),
      house_satang: z.number().int(),
      rail_satang: z.number().int(),
    }),
  ),
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliation>;

/** The house's result of one game on one Bangkok day, from the house legs of the ledger. */
export const houseDay = z.object({
  date: z.string(),
  game_code: z.string(),
  /** Stakes taken (BET, LOTTERY_PURCHASE). */
  stakes_satang: z.number().int(),
  /** Prizes paid (PAYOUT, LOTTERY_PRIZE). */
  payouts_satang: z.number().int(),
  /** Stakes given back (REFUND on voids, CANCEL_REFUND, LOTTERY_CANCEL). */
  refunds_satang: z.number().int(),
  /** The house's net: stakes − payouts − refunds. */
  net_satang: z.number().int(),
});
export type HouseDay = z.infer<typeof houseDay>;

export const houseDaily = z.object({
  from: z.string(),
  to: z.string(),
  game: z.string().nullable(),
  /** Days with movement only, oldest first, then by game. */
  days: z.array(houseDay),
  totals: z.object({
    stakes_satang: z.number().int(),
    payouts_satang: z.number().int(),
    refunds_satang: z.number().int(),
    net_satang: z.number().int(),
  }),
});
export type HouseDaily = z.infer<typeof houseDaily>;

/** One round's stakes and payouts from its slips (draw-game slips, or the ticket shop's for LOTTH). */
export const roundReconciliationRow = z.object({
  round_id: z.string(),
  game_code: z.string(),
  draw_date: z.string(),
  round_no: z.number().int(),
  state: z.string(),
  slips: z.number().int(),
  stakes_satang: z.number().int(),
  payouts_satang: z.number().int(),
  refunds_satang: z.number().int(),
  /** stakes − payouts − refunds. */
  net_satang: z.number().int(),
});
export type RoundReconciliationRow = z.infer<typeof roundReconciliationRow>;

export const roundReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  game: z.string().nullable(),
  with_slips: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** Latest draw date first. */
  rounds: z.array(roundReconciliationRow),
});
export type RoundReconciliation = z.infer<typeof roundReconciliation>;
