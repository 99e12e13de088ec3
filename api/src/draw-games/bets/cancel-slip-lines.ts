/**
 * POST {family}/bet-slip/partial/{type}/{id} {line_ids?}: the player cancels a whole slip (no line ids) or
 * some pending lines, under the rule of `cancelQuote` (E20016 round closed; E10000 outside the 30-minute /
 * 15-minutes-before-close windows or for unknown/settled lines). One transaction: lock the round FOR SHARE
 * and the slip FOR UPDATE, mark the lines USER_CANCEL with their fee, refund stake − fee house → player
 * through the ledger (scope `cancel`, key slip id + line numbers, so never twice), release the stakes and
 * their payouts-if-won from the number totals (caps and house exposure).
 */
import {
  AppError,
  ErrorCode,
  satangToBaht,
  type CancelFeeData,
  type GameDef,
  type PartialCancelData,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/transaction';
import { lockPlayerCancels, releaseNumberTotals } from '../restrictions/reserve-number-totals';
import { playerAndHouseAccounts } from '../../wallet/accounts';
import { postLedgerTransfer, transferLegs } from '../../wallet/post-ledger-transfer';
import { cancelFeePercent } from './cancel-fee-percent';
import { cancelQuote } from './cancel-quote';
import { loadSlips, slipQuery, type LineRow } from './slip-view';

async function findSlip(db: DbOrTrx, userId: number, game: GameDef, slipId: string, lock: boolean) {
  let q = db
    .selectFrom('bet_slips')
    .selectAll()
    .where('slip_code', '=', slipId.toUpperCase())
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code);
  if (lock) q = q.forUpdate();
  const slip = await q.executeTakeFirst();
  if (!slip) throw new AppError(ErrorCode.NOT_FOUND, `bet slip ${slipId} not found`);
  return slip;
}

/** The game's cancel fee (percent) and the quote of cancelling `lineIds` of `slip` at `now` (`cancelQuote`). */
async function quoteCancel(
  db: DbOrTrx,
  game: GameDef,
  slip: { slip_code: string; created_at: Date },
  round: Parameters<typeof cancelQuote>[0]['round'],
  lines: LineRow[],
  lineIds: string[],
  now: Date,
) {
  const feePercent = await cancelFeePercent(db, game);
  const q = cancelQuote({
    slipCode: slip.slip_code,
    placedAt: slip.created_at,
    round,
    lines,
    lineIds,
    feePercent,
    stopBeforeCloseMinutes: game.schedule?.cancelStopBeforeCloseMinutes,
    now,
  });
  return { feePercent, q };
}

/** GET {family}/cancel-fee/partial/{type}/{id}?line_ids=a,b: what a cancel would cost now (never throws on windows). */
export async function getCancelFee(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<CancelFeeData> {
  const slip = await findSlip(ctx.db, userId, game, slipId, false);
  const round = await ctx.db.selectFrom('rounds').selectAll().where('id', '=', slip.round_id).executeTakeFirstOrThrow();
  const lines = await ctx.db.selectFrom('bet_lines').selectAll().where('slip_id', '=', slip.id).execute();
  const { feePercent, q } = await quoteCancel(ctx.db, game, slip, round, lines, lineIds, ctx.clock.now());
  return {
    slip_id: slip.slip_code,
    fee_percent: feePercent,
    cancellable: q.cancellable,
    reason: q.refusal?.message ?? null,
    cancellable_until: q.cancellableUntil.toISOString(),
    lines: q.lines.map((l) => ({
      line_id: l.lineId,
      amount: satangToBaht(l.line.amount_satang),
      fee: satangToBaht(l.feeSatang),
      status: l.line.status,
    })),
    total_amount: satangToBaht(q.totalSatang),
    total_fee: satangToBaht(q.feeSatang),
    refund: satangToBaht(q.refundSatang),
  };
}

export async function cancelSlipLines(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<PartialCancelData> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const head = await findSlip(trx, userId, game, slipId, false);
    const round = await trx
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', head.round_id)
      .forShare()
      .executeTakeFirstOrThrow();
    const slip = await findSlip(trx, userId, game, slipId, true);
    const lines = await trx.selectFrom('bet_lines').selectAll().where('slip_id', '=', slip.id).execute();
    // locks: the round FOR SHARE and the slip FOR UPDATE (above), then the player's cancel lock (one cancel of a
    // player at a time; bets do not take it: they serialise on the player's protection row), then as in
    // place-bet the ledger accounts (player and house, in id order) and the number totals last
    await lockPlayerCancels(trx, userId);
    const { q } = await quoteCancel(trx, game, slip, round, lines, lineIds, now);
    if (!q.cancellable) throw new AppError(q.refusal!.code as ErrorCode, q.refusal!.message);

    for (const l of q.lines)
      await trx
        .updateTable('bet_lines')
        .set({ status: 'USER_CANCEL', cancelled_at: now, cancel_fee_satang: l.feeSatang, settled_at: now })
        .where('id', '=', l.line.id)
        .execute();
    const cancelledIds = new Set(q.lines.map((l) => l.line.id));
    const stillPending = lines.some((l) => l.status === 'PENDING' && !cancelledIds.has(l.id));
    await trx
      .updateTable('bet_slips')
      .set((eb) => ({
        cancel_fee_satang: eb('cancel_fee_satang', '+', q.feeSatang),
        ...(stillPending ? {} : { status: 'USER_CANCEL' }),
      }))
      .where('id', '=', slip.id)
      .execute();
    if (q.refundSatang > 0) {
      const { player, house } = await playerAndHouseAccounts(trx, userId);
      await postLedgerTransfer(trx, {
        kind: 'CANCEL_REFUND',
        memo: `cancel of ${q.lines.map((l) => l.lineId).join(', ')} (fee ${satangToBaht(q.feeSatang)} baht)`,
        userId,
        idempotencyScope: 'cancel',
        idempotencyKey: `${slip.slip_code}:${q.lines
          .map((l) => l.line.line_no)
          .sort((a, b) => a - b)
          .join('.')}`,
        legs: transferLegs(house, player, q.refundSatang),
        at: now,
      });
    }
    // the number totals last, after the ledger accounts, the order bets take them in: no deadlock with a bet
    await releaseNumberTotals(
      trx,
      game,
      round.id,
      q.lines.map((l: { line: LineRow }) => ({
        kind: l.line.kind as never,
        number: l.line.number,
        amountSatang: l.line.amount_satang,
        rateX100: l.line.rate_x100,
        units: l.line.units,
      })),
    );
    const row = await slipQuery(trx).where('s.id', '=', slip.id).executeTakeFirstOrThrow();
    const [view] = await loadSlips(trx, [row]);
    return {
      slip_id: slip.slip_code,
      cancelled_line_ids: q.lines.map((l) => l.lineId),
      cancelled_amount: satangToBaht(q.totalSatang),
      fee: satangToBaht(q.feeSatang),
      refund: satangToBaht(q.refundSatang),
      slip: view!,
    };
  });
}
