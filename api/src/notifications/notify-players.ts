/**
 * Creates players' notifications inside the caller's transaction (docs/product.md "Notifications"): one row
 * per notice (kind + params, never Thai text), once per `sourceKey` (a settlement or refund run again notifies
 * nobody twice), then pushes each new one live on its player's private channel as
 * `notification/created {uid, tab, kind, created_at}` and, when money moved, one `wallet/balance-changed` per
 * player (ARCHITECTURE.md "The live layer"). The pushes go through the live outbox: out only if the transaction
 * commits, relayed right after, without a live lock in the transaction. Returns the number of notifications
 * created.
 */
import {
  LIVE_SERVER_EVENTS,
  NOTIFICATION_KIND_TAB,
  liveUserChannel,
  type LiveNotificationCreated,
  type LiveServerMessage,
  type NotificationKind,
  type NotificationParams,
} from 'shared-contracts';
import type { Trx } from '../db/transaction';
import { SERVER_PUBLISHER } from '../live/channel-policy';
import type { LiveMessageInput } from '../live/store-live-message';
import { enqueueLiveMessages } from '../live/enqueue-live-messages';

export interface PlayerNotice {
  userId: number;
  kind: Exclude<NotificationKind, 'ANNOUNCEMENT'>;
  params: NotificationParams;
  /** What it tells about, e.g. `payout:<slip code>`: one notification per key, ever. */
  sourceKey: string;
}

/** Rows per INSERT statement. */
const BATCH = 1000;

export async function notifyPlayers(
  trx: Trx,
  notices: readonly PlayerNotice[],
  now: Date,
  opts: { moneyMoved: boolean },
): Promise<number> {
  if (notices.length === 0) return 0;
  const created: Array<{ uid: string; user_id: number | null; tab: string; kind: NotificationKind }> = [];
  for (let i = 0; i < notices.length; i += BATCH) {
    const rows = await trx
      .insertInto('notifications')
      .values(
        notices.slice(i, i + BATCH).map((n) => ({
          user_id: n.userId,
          tab: NOTIFICATION_KIND_TAB[n.kind],
          kind: n.kind,
          params: JSON.stringify(n.params),
          source_key: n.sourceKey,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning(['uid', 'user_id', 'tab', 'kind'])
      .execute();
    created.push(...rows);
  }
  if (created.length === 0) return 0;

  const userIds = [...new Set(created.map((c) => c.user_id!))];
  const codes = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += BATCH) {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'customer_code'])
      .where('id', 'in', userIds.slice(i, i + BATCH))
      .execute();
    for (const u of users) codes.set(u.id, u.customer_code);
  }
  // every push in one statement into the live outbox (live/enqueue-live-messages.ts), at the transaction's instant
  const push = (userId: number, message: LiveServerMessage): LiveMessageInput => ({
    channel: liveUserChannel(codes.get(userId)!),
    publisher: SERVER_PUBLISHER,
    userId: null,
    message,
    inHistory: true,
    now,
  });
  const pushes = created.map((c) => {
    const message: LiveNotificationCreated = {
      type: LIVE_SERVER_EVENTS.notificationCreated,
      data: { uid: c.uid, tab: NOTIFICATION_KIND_TAB[c.kind], kind: c.kind, created_at: now.toISOString() },
    };
    return push(c.user_id!, message);
  });
  if (opts.moneyMoved)
    for (const userId of userIds) pushes.push(push(userId, { type: LIVE_SERVER_EVENTS.balanceChanged }));
  await enqueueLiveMessages(trx, pushes);
  return created.length;
}
