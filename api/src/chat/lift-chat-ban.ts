/**
 * `DELETE backoffice/chat/bans/{customer_code}` (ops): the player may write again at once. Like the ban: the
 * live tokens are revoked (a new one says `banned_until: null`) and open rooms hear it. Lifting when there is
 * no ban is harmless. Returns the ban as it was (for the audit's `before`). 404 E10001 for an unknown code.
 */
import type { ChatBanData } from 'shared-contracts';
import type { AppContext } from '../context';
import { revokeLiveTokens } from '../live/revoke-live-tokens';
import { setLiveBan } from '../live/set-live-ban';
import { announceBanChanged } from './chat-ban-events';
import { chatBanView } from './chat-ban-view';
import { findChatPlayer } from './find-chat-player';

export async function liftChatBan(ctx: AppContext, customerCode: string): Promise<ChatBanData> {
  return ctx.db.transaction().execute(async (trx) => {
    const player = await findChatPlayer(trx, customerCode);
    const now = ctx.clock.now();
    await setLiveBan(trx, { userId: player.userId, until: null, reason: null }, now);
    await revokeLiveTokens(trx, player.userId, now);
    await announceBanChanged(ctx, trx, player.customerCode, null);
    return chatBanView(player.customerCode, player.bannedUntil, player.banReason, now);
  });
}
