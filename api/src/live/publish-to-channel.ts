/**
 * The server's publish (issue 8), for the domains that push to the browser: settlement and notifications to
 * a player's private channel (`liveUserChannel(customerCode)`), system status to `LIVE_CHANNELS.system`,
 * later the yeekee rounds. Stores the message (history, counts) and wakes every subscriber of every api
 * process. The publisher uuid is `server`; there is no length limit or ban (those are for players).
 *
 *     await publishToChannel(ctx, { channel: liveUserChannel(code), message: { type: 'bet/settled', data } });
 *
 * Pass `trx` to publish only if the caller's transaction commits: the message goes into the live outbox
 * (live/enqueue-live-messages.ts) and the relay publishes it right after the commit, so the transaction takes
 * no live lock and queues no NOTIFY (issue 22). Without `trx` it is stored and announced at once in a
 * transaction of its own.
 */
import { AppError, ErrorCode, type LiveServerMessage } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { SERVER_PUBLISHER, isValidChannel } from './channel-policy';
import { enqueueLiveMessages } from './enqueue-live-messages';
import { pruneLiveHistoryIfDue } from './prune-live-history';
import { storeLiveMessage } from './store-live-message';

export interface ServerPublish {
  channel: string;
  message: LiveServerMessage;
  meta?: Record<string, unknown>;
  /** false: live only, not kept in history (default true). */
  store?: boolean;
  customMessageType?: string;
}

/**
 * Returns the message's timetoken, or null when published through the outbox (`trx`: it has none before the
 * relay). Throws 400 E10000 for an invalid channel name.
 */
export async function publishToChannel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  publish: ServerPublish,
  trx: Trx,
): Promise<null>;
export async function publishToChannel(ctx: Pick<AppContext, 'db' | 'clock'>, publish: ServerPublish): Promise<string>;
export async function publishToChannel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  publish: ServerPublish,
  trx?: Trx,
): Promise<string | null> {
  if (!isValidChannel(publish.channel))
    throw new AppError(ErrorCode.BAD_REQUEST, `invalid live channel name: ${publish.channel}`);
  const now = ctx.clock.now();
  const input = {
    channel: publish.channel,
    publisher: SERVER_PUBLISHER,
    userId: null,
    message: publish.message,
    meta: publish.meta ?? null,
    customMessageType: publish.customMessageType ?? null,
    inHistory: publish.store ?? true,
    now,
  };
  if (trx) {
    await enqueueLiveMessages(trx, [input]);
    return null;
  }
  await pruneLiveHistoryIfDue(ctx.db, now);
  return ctx.db.transaction().execute((t) => storeLiveMessage(t, input));
}
