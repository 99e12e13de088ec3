/**
 * The end of a round's settlement, inside the transaction that settled its last slip or found none left,
 * on the round row locked FOR UPDATE: the round → settled (settled_at), then the chat's big-win
 * announcements (chat/announce-big-wins.ts: in this transaction, so they exist exactly when the round is
 * settled), and one log line with the totals given.
 */
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { announceBigWins } from '../../chat/announce-big-wins';
import type { SettlementTotals } from './read-pending-slips';

export async function finishRoundSettlementInTrx(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  now: Date,
  totals: SettlementTotals,
): Promise<void> {
  await trx.updateTable('rounds').set({ state: 'settled', settled_at: now }).where('id', '=', round.id).execute();
  await announceBigWins(ctx, trx, round);
  ctx.log.info({ roundId: round.id, drawDate: round.draw_date, ...totals }, 'round resulted and settled');
}
