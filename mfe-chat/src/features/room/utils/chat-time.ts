/**
 * Times in the room, in Bangkok time (docs/product.md "Players and language"): a message's time as HH:mm and
 * the day separators as Thai dates with the Buddhist-era year.
 */
import { formatThaiDate, inBangkok } from 'shared-contracts';

/** "14:05" in Bangkok. */
export function chatTime(ms: number): string {
  return inBangkok(ms).format('HH:mm');
}

/** The Bangkok calendar day of an instant, to group messages by. */
export function chatDay(ms: number): string {
  return inBangkok(ms).format('YYYY-MM-DD');
}

/** The day separator: null for today (the caller says "today"), else e.g. "22 พฤศจิกายน 2569". */
export function chatDayLabel(ms: number, nowMs: number): string | null {
  return chatDay(ms) === chatDay(nowMs) ? null : formatThaiDate(ms);
}

/** A countdown as mm:ss, or H:mm:ss from one hour. */
export function countdownText(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
