/**
 * The chat's last-read cookie (docs/product.md "Constants", chat; shared-contracts `CHAT_LAST_READ_COOKIE`):
 * the timetoken of the newest message the player has seen, kept one year at path `/`. The chat remote moves
 * it on as the player reads; the shell's tab bar counts the messages after it (browser only: `document.cookie`).
 */
import { CHAT_LAST_READ_COOKIE, CHAT_LAST_READ_MAX_AGE_SECONDS, CHAT_TIMETOKEN_PATTERN } from './chat-rules';

/** The stored timetoken, or null when there is none (or it is not a timetoken). */
export function readChatLastRead(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${CHAT_LAST_READ_COOKIE}=`));
  const value = entry?.slice(CHAT_LAST_READ_COOKIE.length + 1) ?? null;
  return value !== null && CHAT_TIMETOKEN_PATTERN.test(value) ? value : null;
}

/** Stores `timetoken` as the last message read. */
export function writeChatLastRead(timetoken: string): void {
  document.cookie = `${CHAT_LAST_READ_COOKIE}=${timetoken}; max-age=${CHAT_LAST_READ_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}
