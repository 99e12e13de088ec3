/**
 * Big-win announcements of the community chat (issue 8): when a round settles, every slip it paid at least
 * CHAT_BIG_WIN_BAHT is announced on `channel-public` as the server message `chat/big-win {game_code, amount
 * (baht, 2 decimals), customer (masked)}`, kept in history so the room shows it as a card. Runs in the
 * settlement's transaction after the payouts (draw-games/results/settle-round-result.ts), so an announcement
 * exists exactly when its payout commits; the biggest BIG_WINS_PER_ROUND only, so a generous draw never
 * floods the room. Returns the number announced.
 */
import { sql } from 'kysely';
import {
  CHAT_SERVER_EVENTS,
  LIVE_CHANNELS,
  formatSatangPlain,
  maskCustomerCode,
  type ChatBigWinData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { publishToChannel } from '../live/publish-to-channel';

/** At most this many announcements per round. */
export const BIG_WINS_PER_ROUND = 10;

export async function announceBigWins(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  trx: Trx,
  round: { id: number; game_code: string },
): Promise<number> {
  const threshold = ctx.config.chatBigWinSatang;
  // a round's slips are draw-game slips or ticket-shop slips: one of the two lists is empty
  const rows = await sql<{ customer_code: string; paid: number }>`
    select u.customer_code, w.paid
      from (select user_id, payout_satang as paid from bet_slips
             where round_id = ${round.id} and payout_satang >= ${threshold}
            union all
            select user_id, prize_satang as paid from lottery_slips
             where round_id = ${round.id} and prize_satang >= ${threshold}) as w
      join users u on u.id = w.user_id
     order by w.paid desc
     limit ${BIG_WINS_PER_ROUND}`.execute(trx);
  for (const r of rows.rows) {
    const data: ChatBigWinData = {
      game_code: round.game_code,
      amount: formatSatangPlain(Number(r.paid)),
      customer: maskCustomerCode(r.customer_code),
    };
    await publishToChannel(
      ctx,
      { channel: LIVE_CHANNELS.public, message: { type: CHAT_SERVER_EVENTS.bigWin, data } },
      trx,
    );
  }
  return rows.rows.length;
}
