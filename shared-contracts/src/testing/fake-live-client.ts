/**
 * Test-only: an in-memory LiveClient (live/live-client.ts) for jsdom component tests. It keeps each channel's
 * messages and reactions, delivers publishes and reaction changes to the subscribers of that channel at once,
 * and lets a test act as another publisher (`receive`) or make the next write fail (`refuseNext`).
 */
import {
  LiveRefusal,
  type LiveActionEvent,
  type LiveClient,
  type LiveListener,
  type LiveMessage,
} from '../live/live-client';

export interface FakeLiveClient extends LiveClient {
  /** Every message per channel, oldest first. */
  channels: Map<string, LiveMessage[]>;
  /** A message from someone else (e.g. the server or another player) arrives on `channel`. */
  receive(
    channel: string,
    message: unknown,
    opts?: { publisher?: string; meta?: Record<string, unknown> },
  ): LiveMessage;
  /** The next publish or reaction is refused with `text` and `status` (default 403). */
  refuseNext(text: string, status?: number): void;
  /** Channels with at least one subscriber. */
  subscribed(): string[];
}

/** A fake live client publishing as `uuid` (a customer code; null for a page without a token yet). */
export function createFakeLiveClient(uuid: string | null = 'C0001'): FakeLiveClient {
  const channels = new Map<string, LiveMessage[]>();
  const listeners = new Set<{ channels: string[]; listener: LiveListener }>();
  let clock = 17_000_000_000_000_000n;
  let refusal: LiveRefusal | null = null;
  const nextTimetoken = () => String(++clock);
  const log = (channel: string) => {
    if (!channels.has(channel)) channels.set(channel, []);
    return channels.get(channel)!;
  };
  const takeRefusal = () => {
    const r = refusal;
    refusal = null;
    if (r) throw r;
  };
  const deliver = (m: LiveMessage) => {
    for (const l of listeners) if (l.channels.includes(m.channel)) l.listener.message?.(m);
  };
  const deliverAction = (e: LiveActionEvent) => {
    for (const l of listeners) if (l.channels.includes(e.channel)) l.listener.action?.(e);
  };
  const store = (channel: string, message: unknown, publisher: string, meta?: Record<string, unknown>) => {
    const m: LiveMessage = { channel, timetoken: nextTimetoken(), publisher, message, ...(meta ? { meta } : {}) };
    log(channel).push(m);
    deliver(m);
    return m;
  };
  const find = (channel: string, messageTimetoken: string) =>
    log(channel).find((m) => m.timetoken === messageTimetoken);

  return {
    channels,
    uuid: () => uuid,
    subscribe(chs, listener) {
      const entry = { channels: chs, listener };
      listeners.add(entry);
      // connected at once, as the real client after its handshake
      queueMicrotask(() => {
        if (listeners.has(entry)) listener.ready?.();
      });
      return () => listeners.delete(entry);
    },
    async publish(channel, message, meta) {
      takeRefusal();
      return store(channel, message, uuid ?? 'visitor', meta).timetoken;
    },
    async history<T = unknown>(channel: string, { count, before }: { count: number; before?: string }) {
      const all = log(channel).filter((m) => before === undefined || BigInt(m.timetoken) < BigInt(before));
      const messages = all.slice(Math.max(0, all.length - count));
      return { messages: messages.map((m) => ({ ...m }) as LiveMessage<T>), more: all.length > messages.length };
    },
    async addReaction(channel, messageTimetoken, value) {
      takeRefusal();
      const m = find(channel, messageTimetoken);
      const who = uuid ?? 'visitor';
      if (!m) throw new LiveRefusal('Message not found', 400);
      const byValue = ((m.actions ??= {}).reaction ??= {});
      const list = (byValue[value] ??= []);
      if (list.some((a) => a.uuid === who)) throw new LiveRefusal('Action Already Added', 409);
      const actionTimetoken = nextTimetoken();
      list.push({ uuid: who, actionTimetoken });
      deliverAction({ channel, event: 'added', type: 'reaction', value, messageTimetoken, actionTimetoken, uuid: who });
      return { actionTimetoken };
    },
    async removeReaction(channel, messageTimetoken, actionTimetoken) {
      const m = find(channel, messageTimetoken);
      for (const [value, list] of Object.entries(m?.actions?.reaction ?? {})) {
        const i = list.findIndex((a) => a.actionTimetoken === actionTimetoken);
        if (i < 0) continue;
        const gone = list.splice(i, 1)[0]!;
        if (list.length === 0) delete m!.actions!.reaction![value];
        deliverAction({
          channel,
          event: 'removed',
          type: 'reaction',
          value,
          messageTimetoken,
          actionTimetoken,
          uuid: gone.uuid,
        });
      }
    },
    async messageCount(channel, since) {
      return log(channel).filter((m) => BigInt(m.timetoken) > BigInt(since)).length;
    },
    receive(channel, message, opts) {
      return store(channel, message, opts?.publisher ?? 'server', opts?.meta);
    },
    refuseNext(text, status = 403) {
      refusal = new LiveRefusal(text, status);
    },
    subscribed: () => [...new Set([...listeners].flatMap((l) => l.channels))],
  };
}
