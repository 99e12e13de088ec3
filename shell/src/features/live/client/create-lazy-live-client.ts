/**
 * The page's `LiveClient` (ARCHITECTURE.md "The live layer") without the live code on the first visit: the real
 * client (`createPubnubLiveClient`, with the pubnub SDK it loads itself) is fetched by `load` on the first call of
 * any method, then every call goes to it.
 * - `subscribe` returns at once; the listener is attached when the client is there (at once after that), and the
 *   returned unsubscribe also cancels a subscription still waiting for it.
 * - `uuid()` is null until the client is loaded (as the real one is before its first token).
 * - The promise methods wait for the client; a failed load rejects them (and is tried again on the next call), and
 *   a waiting subscription then reports it on the console and stays without messages.
 */
import type { LiveClient } from 'shared-contracts';

export function createLazyLiveClient(load: () => Promise<LiveClient>): LiveClient {
  let client: LiveClient | null = null;
  let loading: Promise<LiveClient> | null = null;
  const ready = (): Promise<LiveClient> =>
    (loading ??= load().then(
      (c) => (client = c),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));

  return {
    uuid: () => client?.uuid() ?? null,
    subscribe(channels, listener) {
      if (client) return client.subscribe(channels, listener);
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      ready().then(
        (c) => {
          if (!cancelled) unsubscribe = c.subscribe(channels, listener);
        },
        (err: unknown) => console.error('live client failed to load', err),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    publish: (channel, message, meta) => ready().then((c) => c.publish(channel, message, meta)),
    history: (channel, opts) => ready().then((c) => c.history(channel, opts)),
    addReaction: (channel, messageTimetoken, value) =>
      ready().then((c) => c.addReaction(channel, messageTimetoken, value)),
    removeReaction: (channel, messageTimetoken, actionTimetoken) =>
      ready().then((c) => c.removeReaction(channel, messageTimetoken, actionTimetoken)),
    messageCount: (channel, since) => ready().then((c) => c.messageCount(channel, since)),
  };
}
