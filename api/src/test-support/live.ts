/** What the live-layer suites share: an SDK client as the browser configures it, and the stored message count. */
import PubNub from 'pubnub';
import type { LiveTokenData } from 'shared-contracts';
import type { Db } from '../db/database';
import { relayWholeLiveOutbox } from '../live/relay-live-outbox';

/** A PubNub SDK client for the token's caller on the gateway listening on 127.0.0.1:`port`. */
export function liveSdk(port: number, token: LiveTokenData): PubNub {
  return new PubNub({
    origin: `127.0.0.1:${port}${token.origin_path}`,
    ssl: false,
    subscribeKey: token.subscribe_key,
    publishKey: token.publish_key,
    userId: token.uuid,
    authKey: token.token,
    logVerbosity: false,
    heartbeatInterval: 0,
  });
}

/** How many live messages are stored (every channel), once what waited in the live outbox is relayed. */
export async function storedLiveMessageCount(db: Db): Promise<number> {
  await relayWholeLiveOutbox(db);
  const row = await db
    .selectFrom('live_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
