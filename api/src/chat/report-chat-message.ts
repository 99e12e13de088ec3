/**
 * `POST chat/reports {timetoken, reason}`: a player reports a message of the community chat to ops. The report
 * keeps a copy of the message (author, text), so ops can read it after it is deleted or expires. Once per
 * player and message (a database UNIQUE). Errors: 404 E10001 (no such message in the room), 400 E10000 (their
 * own message, or the server's), 409 E10409 (already reported by this player).
 */
import { AppError, ErrorCode, type ChatReportBody, type ChatReportData } from 'shared-contracts';
import type { AppContext } from '../context';
import { SERVER_PUBLISHER } from '../live/channel-policy';
import { findChatMessage } from './find-chat-message';

export async function reportChatMessage(
  ctx: AppContext,
  userId: number,
  body: ChatReportBody,
): Promise<ChatReportData> {
  const message = await findChatMessage(ctx.db, body.timetoken);
  if (!message) throw new AppError(ErrorCode.NOT_FOUND, `no message ${body.timetoken} in the chat room`);
  if (message.publisher === SERVER_PUBLISHER)
    throw new AppError(ErrorCode.BAD_REQUEST, 'announcements of the site cannot be reported');
  if (message.userId === userId) throw new AppError(ErrorCode.BAD_REQUEST, 'you cannot report your own message');
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('chat_reports')
    .values({
      message_timetoken: message.timetoken,
      channel: message.channel,
      reporter_user_id: userId,
      reason: body.reason,
      publisher: message.publisher,
      message_text: message.text,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['message_timetoken', 'reporter_user_id']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.CONFLICT, `you already reported message ${body.timetoken}`);
  return {
    id: String(row.id),
    timetoken: message.timetoken,
    reason: body.reason,
    created_at: row.created_at.toISOString(),
  };
}
