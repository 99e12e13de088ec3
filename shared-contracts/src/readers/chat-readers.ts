/**
 * The browser's readers of the server's chat messages (no zod: they read the shapes of the wire schemas in
 * schemas/chat.ts, which stay on the server side).
 */
import type { ChatBigWinData } from '../schemas/chat';

/** `data` of a big-win announcement (`CHAT_SERVER_EVENTS.bigWin`, the shape of `chatBigWinData`), or null. */
export function readChatBigWin(data: unknown): ChatBigWinData | null {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!d || typeof d.game_code !== 'string' || typeof d.amount !== 'string' || typeof d.customer !== 'string')
    return null;
  return { game_code: d.game_code, amount: d.amount, customer: d.customer };
}

/** `data` of a deleted-message notice (the shape of `chatMessageDeletedData`), or null. */
export function readChatMessageDeleted(data: unknown): { timetoken: string } | null {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  return d && typeof d.timetoken === 'string' ? { timetoken: d.timetoken } : null;
}

/** `data` of a ban notice (the shape of `chatBanChangedData`: an integer `count_down`), or null. */
export function readChatBanChanged(data: unknown): { banned_until: string | null; count_down: number } | null {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!d || !(d.banned_until === null || typeof d.banned_until === 'string')) return null;
  if (typeof d.count_down !== 'number' || !Number.isInteger(d.count_down)) return null;
  return { banned_until: d.banned_until, count_down: d.count_down };
}
