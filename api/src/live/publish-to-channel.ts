/**
 * The server's publish (issue 8), for the domains that push to the browser: settlement and notifications to
 * a player's private channel (`liveUserChannel(customerCode)`), system status to `LIVE_CHANNELS.system`,
 * later the yeekee rounds. Stores the message (history, counts) and wakes every subscriber of every api
 * process. The publisher uuid is `server`; there is no length limit or ban (those are for players).
 *
 *     await publishToChannel(ctx, { channel: liveUserChannel(code), message: { type: 'bet/settled', data } });
 *
 * Pass `trx` to publish only if the caller's transaction commits (the NOTIFY goes out at its commit); do it
 * last in that transaction: from the timetoken on, every other live write of every process waits for its
 * commit (live/timetokens.ts).
 */
import { AppError, ErrorCode, type LiveServerMessage } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { SERVER_PUBLISHER, isValidChannel } from './channel-policy';
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

/** Returns the message's timetoken. Throws 400 E10000 for an invalid channel name. */
export async function publishToChannel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  publish: ServerPublish,
  trx?: Trx,
): Promise<string> {
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
  if (trx) return storeLiveMessage(trx, input);
  await pruneLiveHistoryIfDue(ctx.db, now);
  return ctx.db.transaction().execute((t) => storeLiveMessage(t, input));
}
