import { useEffect, useRef, useState } from 'react';
import { yeekeeRoundChannel } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { readYeekeeLiveMessage, type YeekeeLiveEvent } from '../utils/live-message';

/**
 * Listens on the live channels of `roundIds` (`yeekee.<round id>`, ARCHITECTURE.md "The live layer") through
 * the page's one live client and hands every yeekee message to `onEvent`; `onReady` runs whenever the connection
 * (re)starts delivering them, when whatever was missed meanwhile should be read again. Returns whether the
 * channels are delivered now: false until the first `ready` and when the live client is unavailable (then the
 * caller polls).
 */
export function useYeekeeLive(
  roundIds: readonly string[],
  onEvent: (event: YeekeeLiveEvent) => void,
  onReady?: () => void,
): boolean {
  const { live } = useRemote();
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onEvent, onReady });
  handlers.current = { onEvent, onReady };
  const channels = [...new Set(roundIds)].sort().map(yeekeeRoundChannel);
  const key = channels.join(',');

  useEffect(() => {
    setConnected(false);
    if (!key) return;
    let unsubscribe: (() => void) | undefined;
    try {
      unsubscribe = live.subscribe(key.split(','), {
        message: ({ message }) => {
          const event = readYeekeeLiveMessage(message);
          if (event) handlers.current.onEvent(event);
        },
        ready: () => {
          setConnected(true);
          handlers.current.onReady?.();
        },
      });
    } catch (error) {
      console.warn('[yeekee] live channels unavailable: polling instead', error);
    }
    return () => unsubscribe?.();
  }, [live, key]);

  return connected;
}
