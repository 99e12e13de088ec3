import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { LIVE_CHANNELS, LIVE_HISTORY_PAGE } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { CLIENT_ID_META, emptyRoom, roomReducer, type RoomMessage } from '../state/room-state';
import { sendRefusal, type SendRefusal } from '../utils/send-refusal';

const PUBLIC = LIVE_CHANNELS.public;

/** A fresh id for a temporary message (meta `client_id`), so its stored copy can replace it. */
function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The community room over the page's live client (docs/product.md "Constants", chat): listens to
 * `channel-public` first, then loads the newest LIVE_HISTORY_PAGE messages, and older pages on demand.
 * `send` shows a temporary message at once, replaced by the stored one when its publish resolves (or its live
 * echo arrives first); a refused one is removed and the refusal returned. `toggleReaction` adds the player's
 * reaction, or removes it when they already had it (also when the gateway answers "Action Already Added").
 */
export function useChatRoom() {
  const { live } = useRemote();
  const [state, dispatch] = useReducer(roomReducer, emptyRoom);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(
    () =>
      live.subscribe([PUBLIC], {
        message: (message) => message.channel === PUBLIC && dispatch({ type: 'received', message }),
        action: (event) => event.channel === PUBLIC && dispatch({ type: 'reaction', event }),
      }),
    [live],
  );

  useEffect(() => {
    let gone = false;
    setStatus('loading');
    live.history(PUBLIC, { count: LIVE_HISTORY_PAGE }).then(
      (page) => {
        if (gone) return;
        dispatch({ type: 'history', messages: page.messages, more: page.more, older: false });
        setStatus('ready');
      },
      (err: unknown) => {
        console.warn('[chat] history unavailable', err);
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
    };
  }, [live, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(async () => {
    const oldest = stateRef.current.messages.find((m) => m.timetoken !== null)?.timetoken;
    if (!oldest || !stateRef.current.more || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await live.history(PUBLIC, { count: LIVE_HISTORY_PAGE, before: oldest });
      dispatch({ type: 'history', messages: page.messages, more: page.more, older: true });
    } catch (err) {
      console.warn('[chat] older history unavailable', err);
    } finally {
      setLoadingOlder(false);
    }
  }, [live, loadingOlder]);

  const send = useCallback(
    async (text: string): Promise<SendRefusal | null> => {
      const clientId = newClientId();
      dispatch({ type: 'temp-added', clientId, text, publisher: live.uuid() ?? '', at: Date.now() });
      try {
        const timetoken = await live.publish(PUBLIC, { text }, { [CLIENT_ID_META]: clientId });
        dispatch({ type: 'published', clientId, timetoken });
        return null;
      } catch (err) {
        dispatch({ type: 'temp-removed', clientId });
        const refusal = sendRefusal(err);
        // the spec's chat errors: "Token is revoked" is only logged
        if (refusal.kind === 'revoked') console.warn('[chat] live token revoked: message dropped', err);
        else if (refusal.kind === 'failed') console.warn('[chat] publish failed', err);
        return refusal;
      }
    },
    [live],
  );

  /** The player's own action on `message` for `value`, from the room or, when it missed it, from history. */
  const myAction = useCallback(
    async (message: RoomMessage, value: string, me: string): Promise<string | null> => {
      const known = message.reactions[value]?.find((a) => a.uuid === me);
      if (known) return known.actionTimetoken;
      const page = await live.history(PUBLIC, { count: 1, before: (BigInt(message.timetoken!) + 1n).toString() });
      const found = page.messages.find((m) => m.timetoken === message.timetoken);
      return found?.actions?.reaction?.[value]?.find((a) => a.uuid === me)?.actionTimetoken ?? null;
    },
    [live],
  );

  const toggleReaction = useCallback(
    async (message: RoomMessage, value: string): Promise<SendRefusal | null> => {
      const me = live.uuid();
      if (!me || !message.timetoken) return null;
      const current = stateRef.current.messages.find((m) => m.timetoken === message.timetoken) ?? message;
      const mine = current.reactions[value]?.find((a) => a.uuid === me);
      try {
        if (mine) await live.removeReaction(PUBLIC, current.timetoken!, mine.actionTimetoken);
        else await live.addReaction(PUBLIC, current.timetoken!, value);
        return null;
      } catch (err) {
        const refusal = sendRefusal(err);
        if (refusal.kind !== 'already-added') {
          if (refusal.kind === 'revoked' || refusal.kind === 'failed') console.warn('[chat] reaction failed', err);
          return refusal;
        }
        // docs/product.md "Constants": "Action Already Added" means the player's reaction is removed
        try {
          const actionTimetoken = await myAction(current, value, me);
          if (actionTimetoken) await live.removeReaction(PUBLIC, current.timetoken!, actionTimetoken);
        } catch (removeErr) {
          console.warn('[chat] reaction removal failed', removeErr);
        }
        return null;
      }
    },
    [live, myAction],
  );

  return { ...state, status, retry, loadingOlder, loadOlder, send, toggleReaction };
}
