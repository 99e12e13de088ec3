/**
 * Unread community-chat messages for the tab bar's chat badge (docs/product.md "Constants", chat), on every
 * page, not only while the chat remote is open: the messages on `channel-public` after the last-read cookie
 * (without one, the last 7 days) by `messageCount`, plus each new message that arrives live. The cookie is
 * read again every 300 ms (the chat remote moves it on as the player reads) and the count is recounted when
 * it changed; while the chat is open its own announcement (`chat/unread-changed`) wins. Null for a visitor
 * and until the first count (no badge). A failed count is logged and leaves the badge as it was.
 */
import { useEffect, useState } from 'react';
import { CHAT_UNREAD_LOOKBACK_DAYS, LIVE_CHANNELS, timetokenOfMs } from 'shared-contracts';
import { readChatLastRead } from 'shared-contracts/browser';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';

const DAY_MS = 86_400_000;
/** How often the last-read cookie is looked at (docs/product.md "Constants": cookie-change polling). */
export const CHAT_COOKIE_POLL_MS = 300;

export function useChatUnread(): number | null {
  const { bus, live } = useShellServices();
  const { status, customerCode } = useSession();
  const authed = status === 'authenticated';
  const [count, setCount] = useState<{ customerCode: string | null; value: number } | null>(null);

  useEffect(() => {
    if (!authed) return;
    let since = readChatLastRead() ?? timetokenOfMs(Date.now() - CHAT_UNREAD_LOOKBACK_DAYS * DAY_MS);
    let counting = 0;
    const set = (value: number) => setCount({ customerCode, value });
    const recount = () => {
      const seq = ++counting;
      live.messageCount(LIVE_CHANNELS.public, since).then(
        (n) => seq === counting && set(n),
        (err: unknown) => console.warn('[chat] unread count unavailable', err),
      );
    };
    recount();
    const unsubscribe = live.subscribe([LIVE_CHANNELS.public], {
      // someone else's message after the last read raises the badge at once
      message: (m) => {
        if (m.publisher !== live.uuid()) setCount((c) => ({ customerCode, value: (c?.value ?? 0) + 1 }));
      },
      ready: recount,
    });
    const poll = setInterval(() => {
      const read = readChatLastRead();
      if (read !== null && read !== since) {
        since = read;
        recount();
      }
    }, CHAT_COOKIE_POLL_MS);
    const announced = bus.on('chat/unread-changed').subscribe((e) => {
      counting++; // a count still on its way is older than the chat's own
      set(e.count);
    });
    return () => {
      counting++;
      unsubscribe();
      clearInterval(poll);
      announced.unsubscribe();
    };
  }, [authed, bus, live, customerCode]);

  if (!authed || count?.customerCode !== customerCode) return null;
  return count.value;
}
