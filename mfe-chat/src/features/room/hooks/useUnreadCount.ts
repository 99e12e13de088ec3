import { useEffect, useRef, useState } from 'react';
import { CHAT_UNREAD_LOOKBACK_DAYS, LIVE_CHANNELS, compareTimetokens, timetokenOfMs } from 'shared-contracts';
import { readChatLastRead as readLastRead, writeChatLastRead as writeLastRead } from 'shared-contracts/browser';
import { useRemote } from 'shared-ui';
import type { RoomMessage } from '../state/room-state';

const DAY_MS = 86_400_000;

/**
 * The unread count while the room is open (docs/product.md "Constants", chat), published on the bus as
 * `chat/unread-changed {count}` whenever it changes (the shell shows the badge, capped at 99). On open: the
 * messages since the last-read cookie (or the last 7 days) by `messageCount`; once the room shows its newest
 * message at the bottom, that message is read (the cookie moves on) and the count is 0; while the player
 * reads older messages, the new ones from others count. Players only: a visitor has no badge.
 */
export function useUnreadCount({
  enabled,
  ready,
  atBottom,
  messages,
  me,
}: {
  enabled: boolean;
  ready: boolean;
  atBottom: boolean;
  messages: RoomMessage[];
  me: string | null;
}): number {
  const { live, bus } = useRemote();
  const [lastRead, setLastRead] = useState<string | null>(() => readLastRead());
  // null until known: nothing is published before the first count
  const [unread, setUnread] = useState<number | null>(null);
  const marked = useRef(false);
  const published = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || unread === null || published.current === unread) return;
    published.current = unread;
    bus.publish({ type: 'chat/unread-changed', count: unread });
  }, [enabled, unread, bus]);

  // on open: what arrived since the last visit
  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    const since = readLastRead() ?? timetokenOfMs(Date.now() - CHAT_UNREAD_LOOKBACK_DAYS * DAY_MS);
    live.messageCount(LIVE_CHANNELS.public, since).then(
      (count) => {
        if (!gone && !marked.current) setUnread(count);
      },
      (err: unknown) => console.warn('[chat] unread count unavailable', err),
    );
    return () => {
      gone = true;
    };
  }, [enabled, live]);

  const newest = [...messages].reverse().find((m) => m.timetoken !== null)?.timetoken ?? null;
  useEffect(() => {
    if (!enabled || !ready) return;
    if (atBottom) {
      marked.current = true;
      if (newest && (lastRead === null || compareTimetokens(newest, lastRead) > 0)) {
        writeLastRead(newest);
        setLastRead(newest);
      }
      setUnread(0);
      return;
    }
    if (!marked.current) return;
    setUnread(
      messages.filter(
        (m) =>
          m.timetoken !== null &&
          m.publisher !== me &&
          (lastRead === null || compareTimetokens(m.timetoken, lastRead) > 0),
      ).length,
    );
  }, [enabled, ready, atBottom, newest, lastRead, messages, me]);

  return unread ?? 0;
}
