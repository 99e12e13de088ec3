import { useCallback, useEffect, useState } from 'react';
import { CHAT_SERVER_EVENTS, liveUserChannel, readChatBanChanged } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { useChatProfile } from './useChatProfile';

/**
 * The player's chat ban (docs/product.md "Constants": a banned player reads but cannot write, with a
 * countdown). Its end is counted from the server's seconds left (`count_down`), never from the device's clock:
 * from `GET chat/profile` (read on open, and again when a write is refused as banned) or from ops' notice on
 * the player's own channel (`chat/ban-changed`), whichever came last. `secondsLeft` ticks every second; the
 * ban is over at 0.
 */
export function useChatBan(customerCode: string | null) {
  const { live } = useRemote();
  const profile = useChatProfile();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const startCountdown = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(seconds > 0 ? at + seconds * 1000 : null);
  }, []);

  const { data, dataUpdatedAt } = profile;
  useEffect(() => {
    if (data) startCountdown(data.is_banned ? data.count_down : 0);
  }, [data, dataUpdatedAt, startCountdown]);

  useEffect(() => {
    if (!customerCode) return;
    return live.subscribe([liveUserChannel(customerCode)], {
      message: (m) => {
        const payload = m.message as { type?: unknown; data?: unknown } | null;
        if (payload?.type !== CHAT_SERVER_EVENTS.banChanged) return;
        const notice = readChatBanChanged(payload.data);
        if (notice) startCountdown(notice.banned_until ? notice.count_down : 0);
      },
    });
  }, [live, customerCode, startCountdown]);

  const active = endsAt !== null && endsAt > now;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  const { refetch } = profile;
  /** A write was refused because the player is banned: ask the server how long is left. */
  const refusedAsBanned = useCallback(() => void refetch(), [refetch]);

  return { banned: active, secondsLeft: active ? Math.ceil((endsAt - now) / 1000) : 0, refusedAsBanned };
}
