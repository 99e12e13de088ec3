/**
 * Inside the confirmation's transaction, on a round locked FOR UPDATE and checked by checkRoundResult:
 * store the raw result and its digits (→ resulted), settle every line (the ticket shop's rounds: every
 * purchased ticket with the official prize table), → settled, then the chat's big-win announcements
 * (chat/announce-big-wins.ts). Returns the settlement summary (baht).
 */
import { satangToBaht, type GloDraw, type ResultDigits, type SettlementSummary } from 'shared-contracts';
import { announceBigWins } from '../../chat/announce-big-wins';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { settleShopRound } from '../../lottery-shop/results/settle-shop-round';
import { SHOP_GAME_CODE } from '../../lottery-shop/shop-game';
import type { RoundRow } from '../rounds/round-view';
import { settleRound } from '../settlement/settle-round';

export async function settleRoundResultInTrx(
  ctx: AppContext,
  trx: Trx,
  round: RoundRow,
  result: { raw: Record<string, unknown>; digits: ResultDigits },
  now: Date,
): Promise<SettlementSummary> {
  await trx
    .updateTable('rounds')
    .set({
      state: 'resulted',
      closed_at: round.closed_at ?? now,
      result: JSON.stringify(result.raw),
      digits: JSON.stringify(result.digits),
      resulted_at: now,
    })
    .where('id', '=', round.id)
    .execute();
  const totals =
    round.game_code === SHOP_GAME_CODE
      ? await settleShopRound(trx, round, result.raw as unknown as GloDraw, now)
      : await settleRound(trx, round, result.digits, now);
  await trx.updateTable('rounds').set({ state: 'settled', settled_at: now }).where('id', '=', round.id).execute();
  // the chat's big-win cards, in this transaction: announced exactly when the payouts commit
  await announceBigWins(ctx, trx, round);
  ctx.log.info({ roundId: round.id, drawDate: round.draw_date, ...totals }, 'round resulted and settled');
  return {
    round_id: String(round.id),
    lines_settled: totals.linesSettled,
    lines_won: totals.linesWon,
    total_payout: satangToBaht(totals.totalPayout),
  };
}
