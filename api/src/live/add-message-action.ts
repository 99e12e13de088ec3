/**
 * Adds a message action (a reaction) through the gateway (`POST /v1/message-actions/{sub}/channel/{ch}/message/{tt}`,
 * body `{type, value}`): the token must grant writing the channel, the player must not be banned, the message
 * must be on that channel, and the same (type, value) of the same publisher only once (409). Stored and
 * announced live as an `e: 3` "added" event. Answers what the SDK expects as `data`.
 * Errors: 400 E10000 (body), 403 E10403 / B0V002, 404 E10001 (no such message), 409 E10409.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import { z } from 'zod';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { canWrite } from './channel-policy';
import { actionEvent, notifyLiveEvent } from './live-events';
import type { LiveTokenClaims } from './live-token';
import { parseJsonText, validated } from './pubnub-wire';
import { refuseLiveBanned } from './refuse-live-banned';
import { takeTimetoken } from './timetokens';

const actionBody = z.strictObject({
  type: z.string().min(1).max(15),
  value: z.string().min(1).max(100),
});

export interface MessageActionData {
  type: string;
  value: string;
  uuid: string;
  actionTimetoken: string;
  messageTimetoken: string;
}

export async function addMessageAction(
  ctx: AppContext,
  input: { claims: LiveTokenClaims; channel: string; messageTimetoken: bigint; bodyJson: string },
): Promise<MessageActionData> {
  const { claims, channel } = input;
  if (claims.userId === null || !canWrite(claims, channel))
    throw new AppError(ErrorCode.FORBIDDEN, `this live token may not react on ${channel}`);
  const { type, value } = validated(actionBody, parseJsonText(input.bodyJson, 'the body'), 'action');
  const userId = claims.userId;
  const now = ctx.clock.now();
  await refuseLiveBanned(ctx.db, userId, now);
  const messageTimetoken = input.messageTimetoken.toString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const message = await trx
        .selectFrom('live_messages')
        .select('channel')
        .where('timetoken', '=', messageTimetoken)
        .where('channel', '=', channel)
        .executeTakeFirst();
      if (!message) throw new AppError(ErrorCode.NOT_FOUND, `no message ${messageTimetoken} on ${channel}`);
      const tt = (await takeTimetoken(trx, now)).toString();
      await trx
        .insertInto('live_message_actions')
        .values({
          action_timetoken: tt,
          channel,
          message_timetoken: messageTimetoken,
          type,
          value,
          publisher: claims.uuid,
          user_id: userId,
          created_at: now,
        })
        .execute();
      await notifyLiveEvent(
        trx,
        actionEvent({
          eventTimetoken: tt,
          event: 'added',
          channel,
          publisher: claims.uuid,
          type,
          value,
          messageTimetoken,
          actionTimetoken: tt,
        }),
      );
      return { type, value, uuid: claims.uuid, actionTimetoken: tt, messageTimetoken };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.CONFLICT, 'this action was already added to the message');
    throw err;
  }
}
