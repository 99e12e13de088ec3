/**
 * The shell's side of the live layer (ARCHITECTURE.md "The live layer"): it listens on the `system` channel for
 * everyone and on the player's private channel while logged in, and turns the server's messages
 * (`LIVE_SERVER_EVENTS`) into what the page does:
 * - `system-status/changed` → `system-status/changed` on the bus (the status is read again: toast, redirect);
 * - `remotes/changed` → the registry is read again (an open remote swaps to its maintenance panel or back);
 * - `notification/created` (private, or on `system` for an announcement to everyone) → `notification/received`
 *   on the bus (the bell's badge grows);
 * - `wallet/balance-changed` (private) → `wallet/balance-changed` on the bus (the header reloads the balance).
 * Whenever the connection starts delivering a channel (at start, after a login, a logout or a network
 * failure), what may have been missed meanwhile is read again: the status and the registry for `system`, the
 * notifications for the private channel. It starts `startDelayMs` after the page is up: a long poll open from
 * the first second would keep the first visit from ever being idle on the network.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  LIVE_CHANNELS,
  LIVE_SERVER_EVENTS,
  liveUserChannel,
  readLiveNotificationCreated,
  type EventBus,
} from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';

export const LIVE_START_DELAY_MS = 3_000;

/** The `type` of a server message, or null. */
function typeOf(message: unknown): string | null {
  return message && typeof message === 'object' && typeof (message as { type?: unknown }).type === 'string'
    ? (message as { type: string }).type
    : null;
}

/** `notification/created` → `notification/received` on the bus. */
function announceNotification(bus: EventBus, message: unknown): void {
  const created = readLiveNotificationCreated(message);
  if (created) bus.publish({ type: 'notification/received', uid: created.uid });
}

export function useLiveEvents(startDelayMs: number = LIVE_START_DELAY_MS): void {
  const { live, bus, registry } = useShellServices();
  const { status, customerCode } = useSession();
  const queryClient = useQueryClient();
  const privateChannel = status === 'authenticated' && customerCode ? liveUserChannel(customerCode) : null;
  const loggedIn = privateChannel !== null;
  const loggedInRef = useRef(loggedIn);
  loggedInRef.current = loggedIn;
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const id = setTimeout(() => setStarted(true), startDelayMs);
    return () => clearTimeout(id);
  }, [startDelayMs]);

  useEffect(() => {
    if (!started) return;
    return live.subscribe([LIVE_CHANNELS.system], {
      ready: () => {
        bus.publish({ type: 'system-status/changed' });
        void registry.refresh();
      },
      message: ({ message }) => {
        const type = typeOf(message);
        if (type === LIVE_SERVER_EVENTS.systemStatusChanged) bus.publish({ type: 'system-status/changed' });
        else if (type === LIVE_SERVER_EVENTS.remotesChanged) void registry.refresh();
        // an announcement to every player: only a logged-in page has a bell
        else if (type === LIVE_SERVER_EVENTS.notificationCreated && loggedInRef.current)
          announceNotification(bus, message);
      },
    });
  }, [started, live, bus, registry]);

  useEffect(() => {
    if (!started || !privateChannel) return;
    return live.subscribe([privateChannel], {
      ready: () => void queryClient.invalidateQueries({ queryKey: shellKeys.notifications(customerCode) }),
      message: ({ message }) => {
        const type = typeOf(message);
        if (type === LIVE_SERVER_EVENTS.notificationCreated) announceNotification(bus, message);
        else if (type === LIVE_SERVER_EVENTS.balanceChanged) bus.publish({ type: 'wallet/balance-changed' });
      },
    });
  }, [started, privateChannel, customerCode, live, bus, queryClient]);
}
