/**
 * The write of a judged bet slip in ONE statement (issue 22; the function `place_bet_slip` of migration 0035, in
 * its own implicit transaction): the Idempotency-Key, the round FOR SHARE and still accepting bets, the player's
 * protection row FOR UPDATE, the ledger debit (P2R202 when short), the transfer and postings, the slip and its
 * lines, the stored response and last the per-number totals with their caps (E20013, E20030), in the order the
 * locked path (place-bet.ts) takes them. No lock is held while the api's event loop is busy elsewhere: a bet's
 * locks live for one statement and its commit.
 *
 * `plan` is what place-bet.ts judged from its read (amounts in satang, rates ×100, the totals' caps in the unit of
 * each entry). Returns the stored response (201 with the slip, or the first answer to the same key), or
 * 'locked-path' when the round stopped accepting bets or the player's standing needs the full judgement
 * (no protection row yet, not ACTIVE, a self-exclusion date, a loss limit): the caller then runs the locked path.
 * Throws AppError E10409 (key reused with another body, or still in progress), P2R202, E20013, E20030.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, formatSatangPlain, type DrawBetSlipData } from 'shared-contracts';
import { pgErrorCode, type DbOrTrx } from '../../db/transaction';
import type { StoredResponse } from '../../wallet/idempotency';
import type { RuledLine } from '../restrictions/number-rules';
import { capReachedError, exposureReachedError, type TotalEntry } from '../restrictions/reserve-number-totals';

export interface SlipPlan {
  userId: number;
  /** Idempotency scope (`bet.<game code>`), the player's key and the body's fingerprint. */
  scope: string;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
  roundId: number;
  gameCode: string;
  slipCode: string;
  remark: string;
  /** The ledger transfer's memo. */
  memo: string;
  accounts: { player: number; house: number };
  lines: RuledLine[];
  /** Sum of the lines' stakes, satang. */
  totalSatang: number;
  /** The slip's totals entries (totalEntries) with, per entry, its cap (null: none) and exposure cap, satang. */
  entries: TotalEntry[];
  caps: (number | null)[];
  exposureCaps: (number | null)[];
  /** The 201 body to store with the key. */
  body: DrawBetSlipData;
}

type Outcome =
  | { outcome: 'placed'; slip_id: number; transfer_id: number }
  | { outcome: 'replay'; status_code: number; response: DrawBetSlipData };

type Refusal =
  | { outcome: 'locked-path' | 'conflict' | 'in-progress' }
  | { outcome: 'short'; balance: number }
  | { outcome: 'cap'; entry: number; total: number }
  | { outcome: 'exposure'; entry: number; exposure: number };

/** SQLSTATE of place_bet_slip's refusals (migration 0035). */
const BET_REFUSED = 'TLBET';

export async function placeSlipAtOnce(
  db: DbOrTrx,
  plan: SlipPlan,
): Promise<StoredResponse<DrawBetSlipData> | 'locked-path'> {
  const l = plan.lines;
  const e = plan.entries;
  let row: Outcome;
  try {
    row = (
      await sql<{ r: Outcome }>`
        select place_bet_slip(
          ${plan.scope}, ${plan.userId}, ${plan.idempotencyKey}, ${plan.requestHash}, ${plan.now}::timestamptz,
          ${plan.roundId}, ${plan.gameCode}, ${plan.slipCode}, ${plan.remark}, ${plan.memo},
          ${plan.accounts.player}, ${plan.accounts.house}, ${plan.totalSatang},
          ${sql.val(l.map((x) => x.kind))}::text[], ${sql.val(l.map((x) => x.number))}::text[],
          ${sql.val(l.map((x) => x.amountSatang))}::bigint[], ${sql.val(l.map((x) => x.rateX100))}::int[],
          ${sql.val(l.map((x) => x.units))}::int[], ${sql.val(l.map((x) => x.rule))}::text[],
          ${sql.val(e.map((x) => x.kind))}::text[], ${sql.val(e.map((x) => x.key))}::text[],
          ${sql.val(e.map((x) => x.amount))}::bigint[], ${sql.val(e.map((x) => x.exposure))}::bigint[],
          ${sql.val(plan.caps)}::bigint[], ${sql.val(plan.exposureCaps)}::bigint[],
          ${JSON.stringify(plan.body)}::jsonb) as r`.execute(db)
    ).rows[0]!.r;
  } catch (err) {
    if (pgErrorCode(err) !== BET_REFUSED) throw err;
    const refusal = JSON.parse((err as { detail?: string }).detail ?? '{}') as Refusal;
    switch (refusal.outcome) {
      case 'locked-path':
        return 'locked-path';
      case 'conflict':
        throw new AppError(
          ErrorCode.CONFLICT,
          'this Idempotency-Key was already used with a different request body: use a new key',
          { idempotency_key: plan.idempotencyKey },
        );
      case 'in-progress':
        throw new AppError(ErrorCode.CONFLICT, 'a request with this Idempotency-Key is still in progress');
      case 'short': {
        const balance = Number(refusal.balance);
        throw new AppError(
          ErrorCode.NOT_ENOUGH_MONEY,
          `not enough money: ${formatSatangPlain(plan.totalSatang)} baht needed; balance ${formatSatangPlain(balance)} baht`,
          { required: Number(formatSatangPlain(plan.totalSatang)), balance: Number(formatSatangPlain(balance)) },
        );
      }
      case 'cap': {
        const i = refusal.entry - 1;
        throw capReachedError(e[i]!, Number(refusal.total), plan.caps[i]!);
      }
      case 'exposure': {
        const i = refusal.entry - 1;
        throw exposureReachedError(e[i]!, Number(refusal.exposure), plan.exposureCaps[i]!);
      }
    }
    throw err;
  }
  if (row.outcome === 'replay') return { statusCode: row.status_code, body: row.response, replayed: true };
  return { statusCode: 201, body: plan.body, replayed: false };
}
