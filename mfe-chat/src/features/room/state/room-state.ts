/**
 * The room's state as a pure reducer (docs/product.md "Constants", chat): the messages of `channel-public`
 * oldest first, the temporary entries of the player's own unsent messages (`pending`, at the end), each
 * message's reactions, and whether older history exists. What arrives:
 * - history pages (the newest on open, older ones prepended), de-duplicated by timetoken;
 * - live messages: a player's text, a big-win card, or the server's notice that ops deleted a message; a
 *   message carrying the `client_id` of a temporary entry replaces it (so does its publish resolving);
 * - reaction events: added or removed; one on a message the room does not hold is ignored.
 * Unknown server messages are not shown.
 */
import {
  CHAT_REACTION_TYPE,
  CHAT_SERVER_EVENTS,
  compareTimetokens,
  msOfTimetoken,
  readChatBigWin,
  readChatMessageDeleted,
  type ChatBigWinData,
  type LiveActionEvent,
  type LiveMessage,
} from 'shared-contracts';

/** Who reacted with a value, and the action's timetoken (needed to remove it). */
export interface ReactionEntry {
  uuid: string;
  actionTimetoken: string;
}

export interface RoomMessage {
  /** The timetoken, or `temp:<client id>` while unsent. */
  key: string;
  timetoken: string | null;
  /** The id the sender's page gave it (meta `client_id`). */
  clientId: string | null;
  publisher: string;
  /** The name the sender chose (meta `displayName`, set by the server); null: the room shows the masked code. */
  displayName: string | null;
  /** Epoch ms: from the timetoken, or when the player pressed send. */
  sentAt: number;
  pending: boolean;
  body: { kind: 'text'; text: string } | { kind: 'big-win'; win: ChatBigWinData };
  /** Reaction value → who added it. */
  reactions: Record<string, ReactionEntry[]>;
}

export interface RoomState {
  messages: RoomMessage[];
  /** Older messages exist before the first one held. */
  more: boolean;
}

export const emptyRoom: RoomState = { messages: [], more: false };

export type RoomAction =
  | { type: 'history'; messages: LiveMessage[]; more: boolean; older: boolean }
  | { type: 'received'; message: LiveMessage }
  | { type: 'temp-added'; clientId: string; text: string; publisher: string; at: number }
  | { type: 'published'; clientId: string; timetoken: string }
  | { type: 'temp-removed'; clientId: string }
  | { type: 'reaction'; event: LiveActionEvent };

/** The meta key of the sender page's id of a message. */
export const CLIENT_ID_META = 'client_id';
/** The meta key of the sender's chosen name (docs/product.md chat message metadata `displayName`). */
export const DISPLAY_NAME_META = 'displayName';

type Parsed = { kind: 'show'; message: RoomMessage } | { kind: 'deleted'; timetoken: string } | { kind: 'ignore' };

function reactionsOf(m: LiveMessage): Record<string, ReactionEntry[]> {
  const byValue = m.actions?.[CHAT_REACTION_TYPE] ?? {};
  return Object.fromEntries(Object.entries(byValue).map(([v, list]) => [v, list.map((a) => ({ ...a }))]));
}

/** What a live or history message means for the room. */
export function parseLiveMessage(m: LiveMessage): Parsed {
  const payload = m.message as { text?: unknown; type?: unknown; data?: unknown } | null;
  const clientId = typeof m.meta?.[CLIENT_ID_META] === 'string' ? (m.meta[CLIENT_ID_META] as string) : null;
  const base = {
    key: m.timetoken,
    timetoken: m.timetoken,
    clientId,
    publisher: m.publisher,
    displayName: typeof m.meta?.[DISPLAY_NAME_META] === 'string' ? (m.meta[DISPLAY_NAME_META] as string) : null,
    sentAt: msOfTimetoken(m.timetoken),
    pending: false,
    reactions: reactionsOf(m),
  };
  if (payload && typeof payload.text === 'string')
    return { kind: 'show', message: { ...base, body: { kind: 'text', text: payload.text } } };
  if (payload?.type === CHAT_SERVER_EVENTS.bigWin) {
    const win = readChatBigWin(payload.data);
    return win ? { kind: 'show', message: { ...base, body: { kind: 'big-win', win } } } : { kind: 'ignore' };
  }
  if (payload?.type === CHAT_SERVER_EVENTS.messageDeleted) {
    const gone = readChatMessageDeleted(payload.data);
    return gone ? { kind: 'deleted', timetoken: gone.timetoken } : { kind: 'ignore' };
  }
  return { kind: 'ignore' };
}

/** Stored messages by timetoken, then the pending ones in the order they were sent. */
function ordered(messages: RoomMessage[]): RoomMessage[] {
  const stored = messages.filter((m) => m.timetoken !== null);
  const pending = messages.filter((m) => m.timetoken === null);
  stored.sort((a, b) => compareTimetokens(a.timetoken!, b.timetoken!));
  return [...stored, ...pending];
}

/** Adds stored messages not held yet; a message with a pending entry's client id takes its place. */
function merge(state: RoomState, incoming: RoomMessage[]): RoomMessage[] {
  const held = new Set(state.messages.map((m) => m.timetoken).filter((t): t is string => t !== null));
  const fresh = incoming.filter((m) => m.timetoken !== null && !held.has(m.timetoken));
  const replaced = new Set(fresh.map((m) => m.clientId).filter((c): c is string => c !== null));
  const kept = state.messages.filter((m) => !(m.pending && m.clientId !== null && replaced.has(m.clientId)));
  return ordered([...kept, ...fresh]);
}

function applyReaction(state: RoomState, e: LiveActionEvent): RoomState {
  if (e.type !== CHAT_REACTION_TYPE) return state;
  const index = state.messages.findIndex((m) => m.timetoken === e.messageTimetoken);
  if (index < 0) return state; // docs/product.md: a reaction on an unknown message is ignored
  const message = state.messages[index]!;
  const list = message.reactions[e.value] ?? [];
  let next: ReactionEntry[];
  if (e.event === 'added') {
    if (list.some((a) => a.actionTimetoken === e.actionTimetoken)) return state;
    next = [...list, { uuid: e.uuid, actionTimetoken: e.actionTimetoken }];
  } else {
    next = list.filter((a) => a.actionTimetoken !== e.actionTimetoken);
    if (next.length === list.length) return state;
  }
  const reactions = { ...message.reactions, [e.value]: next };
  if (next.length === 0) delete reactions[e.value];
  const messages = [...state.messages];
  messages[index] = { ...message, reactions };
  return { ...state, messages };
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'history': {
      const shown = action.messages.map(parseLiveMessage).flatMap((p) => (p.kind === 'show' ? [p.message] : []));
      // an older page says whether there is more before it; the newest page only on open
      const more = action.older || state.messages.length === 0 ? action.more : state.more;
      return { messages: merge(state, shown), more };
    }
    case 'received': {
      const parsed = parseLiveMessage(action.message);
      if (parsed.kind === 'ignore') return state;
      if (parsed.kind === 'deleted')
        return { ...state, messages: state.messages.filter((m) => m.timetoken !== parsed.timetoken) };
      return { ...state, messages: merge(state, [parsed.message]) };
    }
    case 'temp-added':
      return {
        ...state,
        messages: [
          ...state.messages,
          {
            key: `temp:${action.clientId}`,
            timetoken: null,
            clientId: action.clientId,
            publisher: action.publisher,
            displayName: null,
            sentAt: action.at,
            pending: true,
            body: { kind: 'text', text: action.text },
            reactions: {},
          },
        ],
      };
    case 'published': {
      const temp = state.messages.find((m) => m.pending && m.clientId === action.clientId);
      if (!temp) return state; // the live echo came first and replaced it
      if (state.messages.some((m) => m.timetoken === action.timetoken))
        return { ...state, messages: state.messages.filter((m) => m !== temp) };
      const stored: RoomMessage = {
        ...temp,
        key: action.timetoken,
        timetoken: action.timetoken,
        sentAt: msOfTimetoken(action.timetoken),
        pending: false,
      };
      return { ...state, messages: ordered(state.messages.map((m) => (m === temp ? stored : m))) };
    }
    case 'temp-removed':
      return {
        ...state,
        messages: state.messages.filter((m) => !(m.pending && m.clientId === action.clientId)),
      };
    case 'reaction':
      return applyReaction(state, action.event);
  }
}
