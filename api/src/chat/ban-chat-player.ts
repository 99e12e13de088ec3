/**
 * `PUT backoffice/chat/bans/{customer_code} {minutes, reason}` (ops): the player may read the room but not
 * publish or react for `minutes` from now (live/set-live-ban.ts; the gateway answers 403 B0V002 with
 * `{banned_until}`). In one transaction: the ban, the revocation of the player's live tokens (a new token
 * carries `banned_until`, live/revoke-live-tokens.ts) and the notice to their open rooms (chat-ban-events.ts).
 * A new ban replaces the previous one (shorter or longer). 404 E10001 for an unknown customer code.
 */
import type { ChatBanBody, ChatBanData } from 'shared-contracts';
import type { AppContext } from '../context';
import { revokeLiveTokens } from '../live/revoke-live-tokens';
import { setLiveBan } from '../live/set-live-ban';
import { announceBanChanged } from './chat-ban-events';
import { chatBanView } from './chat-ban-view';
import { findChatPlayer } from './find-chat-player';

export async function banChatPlayer(ctx: AppContext, customerCode: string, body: ChatBanBody): Promise<ChatBanData> {
  return ctx.db.transaction().execute(async (trx) => {
    const player = await findChatPlayer(trx, customerCode);
    const now = ctx.clock.now();
    const until = new Date(now.getTime() + body.minutes * 60_000);
    await setLiveBan(trx, { userId: player.userId, until, reason: body.reason }, now);
    await revokeLiveTokens(trx, player.userId, now);
    await announceBanChanged(ctx, trx, player.customerCode, until);
    return chatBanView(player.customerCode, until, body.reason, now);
  });
}
