/**
 * Removes a message action through the gateway (`DELETE /v1/message-actions/{sub}/channel/{ch}/message/{tt}/action/{att}`):
 * only who added it (same uuid), with a token that may write the channel and no ban. Announced live as an
 * `e: 3` "removed" event with its own timetoken. Removing it again changes nothing (200).
 * Errors: 403 E10403 / B0V002, 404 E10001 (no such action on that message).
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import { canWrite } from './channel-policy';
import { actionEvent, notifyLiveEvent } from './live-events';
import type { LiveTokenClaims } from './live-token';
import { refuseLiveBanned } from './refuse-live-banned';
import { takeTimetoken } from './timetokens';

export async function removeMessageAction(
  ctx: AppContext,
  input: { claims: LiveTokenClaims; channel: string; messageTimetoken: bigint; actionTimetoken: bigint },
): Promise<void> {
  const { claims, channel } = input;
  if (claims.userId === null || !canWrite(claims, channel))
    throw new AppError(ErrorCode.FORBIDDEN, `this live token may not react on ${channel}`);
  const now = ctx.clock.now();
  await refuseLiveBanned(ctx.db, claims.userId, now);
  const messageTimetoken = input.messageTimetoken.toString();
  const actionTimetoken = input.actionTimetoken.toString();
  await ctx.db.transaction().execute(async (trx) => {
    // the clock first, as every writer does: a remove and a re-add of the same reaction never deadlock
    const tt = (await takeTimetoken(trx, now)).toString();
    const action = await trx
      .selectFrom('live_message_actions')
      .select(['type', 'value', 'publisher', 'removed_timetoken'])
      .where('action_timetoken', '=', actionTimetoken)
      .where('message_timetoken', '=', messageTimetoken)
      .where('channel', '=', channel)
      .forUpdate()
      .executeTakeFirst();
    if (!action) throw new AppError(ErrorCode.NOT_FOUND, `no action ${actionTimetoken} on message ${messageTimetoken}`);
    if (action.publisher !== claims.uuid)
      throw new AppError(ErrorCode.FORBIDDEN, 'only the player who added an action may remove it');
    if (action.removed_timetoken !== null) return;
    await trx
      .updateTable('live_message_actions')
      .set({ removed_timetoken: tt })
      .where('action_timetoken', '=', actionTimetoken)
      .execute();
    await notifyLiveEvent(
      trx,
      actionEvent({
        eventTimetoken: tt,
        event: 'removed',
        channel,
        publisher: claims.uuid,
        type: action.type,
        value: action.value,
        messageTimetoken,
        actionTimetoken,
      }),
    );
  });
}
