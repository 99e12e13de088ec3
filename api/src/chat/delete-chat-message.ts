/**
 * `DELETE backoffice/chat/messages/{timetoken}` (ops): removes a message of the community chat from history
 * (its reactions go with it), resolves its open reports as `deleted`, and tells every open room to drop it:
 * `chat/message-deleted {timetoken}` on `channel-public`, live only (never in history or unread counts), last
 * in the transaction (live/publish-to-channel.ts). Returns the removed message. Errors: 400 E10000 (not a
 * timetoken), 404 E10001 (no such message in the room).
 */
import {
  AppError,
  CHAT_SERVER_EVENTS,
  ErrorCode,
  LIVE_CHANNELS,
  chatTimetoken,
  type ChatDeletedMessageData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { publishToChannel } from '../live/publish-to-channel';
import { findChatMessage } from './find-chat-message';

export async function deleteChatMessage(
  ctx: AppContext,
  timetoken: string,
  opsName: string,
): Promise<ChatDeletedMessageData> {
  if (!chatTimetoken.safeParse(timetoken).success)
    throw new AppError(ErrorCode.BAD_REQUEST, 'timetoken must be 17 digits', [
      { path: 'timetoken', message: 'must be 17 digits' },
    ]);
  return ctx.db.transaction().execute(async (trx) => {
    const message = await findChatMessage(trx, timetoken, { forUpdate: true });
    if (!message) throw new AppError(ErrorCode.NOT_FOUND, `no message ${timetoken} in the chat room`);
    await trx.deleteFrom('live_messages').where('timetoken', '=', timetoken).execute();
    const resolved = await trx
      .updateTable('chat_reports')
      .set({ resolution: 'deleted', resolved_at: ctx.clock.now(), resolved_by: opsName })
      .where('message_timetoken', '=', timetoken)
      .where('resolution', 'is', null)
      .executeTakeFirst();
    await publishToChannel(
      ctx,
      {
        channel: LIVE_CHANNELS.public,
        message: { type: CHAT_SERVER_EVENTS.messageDeleted, data: { timetoken } },
        store: false,
      },
      trx,
    );
    return {
      timetoken: message.timetoken,
      channel: message.channel,
      publisher: message.publisher,
      text: message.text,
      reports_resolved: Number(resolved.numUpdatedRows),
    };
  });
}
