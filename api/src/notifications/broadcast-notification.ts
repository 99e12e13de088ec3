/**
 * POST backoffice/notifications {title, body, customer_code?} (ops): an announcement in the player's
 * `announcement` tab, the ops' own title and body. With `customer_code` it is that player's alone (404 E10001
 * for an unknown code) and is pushed on their private channel; without, it is ONE shared row every player
 * registered by now sees (each with their own read state), pushed once on the `system` channel, so a broadcast
 * costs the same for ten players or a million. Audited `notification.announce` last in the same transaction
 * (after the live publish, the order every writer of both keeps).
 */
import {
  AppError,
  ErrorCode,
  LIVE_CHANNELS,
  LIVE_SERVER_EVENTS,
  liveUserChannel,
  type LiveNotificationCreated,
  type NotificationBroadcastBody,
  type NotificationBroadcastData,
} from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { publishToChannel } from '../live/publish-to-channel';

export async function broadcastNotification(
  ctx: AppContext,
  actor: AuditActor,
  input: NotificationBroadcastBody,
): Promise<NotificationBroadcastData> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    let player: { id: number; customer_code: string } | undefined;
    if (input.customer_code !== undefined) {
      player = await trx
        .selectFrom('users')
        .select(['id', 'customer_code'])
        .where('customer_code', '=', input.customer_code)
        .where('role', '=', 'player')
        .executeTakeFirst();
      if (!player) throw new AppError(ErrorCode.NOT_FOUND, `no player has the customer code ${input.customer_code}`);
    }
    const row = await trx
      .insertInto('notifications')
      .values({
        user_id: player?.id ?? null,
        tab: 'announcement',
        kind: 'ANNOUNCEMENT',
        params: JSON.stringify({ title: input.title, body: input.body }),
        source_key: null,
        created_at: now,
      })
      .returning(['uid'])
      .executeTakeFirstOrThrow();
    const message: LiveNotificationCreated = {
      type: LIVE_SERVER_EVENTS.notificationCreated,
      data: { uid: row.uid, tab: 'announcement', kind: 'ANNOUNCEMENT', created_at: now.toISOString() },
    };
    await publishToChannel(
      ctx,
      { channel: player ? liveUserChannel(player.customer_code) : LIVE_CHANNELS.system, message },
      trx,
    );
    const data: NotificationBroadcastData = {
      uid: row.uid,
      customer_code: player?.customer_code ?? null,
      created_at: now.toISOString(),
    };
    await recordAudit(
      trx,
      actor,
      {
        action: 'notification.announce',
        target: player ? `player:${player.customer_code}` : 'players:all',
        after: { ...data, title: input.title, body: input.body },
      },
      now,
    );
    return data;
  });
}
