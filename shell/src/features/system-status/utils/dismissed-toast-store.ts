/**
 * Remembers which toast text the player dismissed, for the browser session (sessionStorage), so a
 * reload or a new route does not bring the same text back; a different text shows again.
 */
export const STATUS_TOAST_DISMISSED_KEY = 'system_status_dismissed_text';
export const LINE_TOAST_DISMISSED_KEY = 'line_banned_toast_dismissed';

export function readDismissed(storage: Storage, key: string = STATUS_TOAST_DISMISSED_KEY): string | null {
  return storage.getItem(key);
}

export function writeDismissed(storage: Storage, text: string | null, key: string = STATUS_TOAST_DISMISSED_KEY): void {
  if (text === null) storage.removeItem(key);
  else storage.setItem(key, text);
}
