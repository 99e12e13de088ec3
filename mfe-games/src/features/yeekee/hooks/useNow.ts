/** The yeekee countdowns' arithmetic; the ticking clock itself is shared-ui's `useNow`. */
export { useNow } from 'shared-ui';

/**
 * Seconds left of a server countdown (`count_down.total_seconds`) read at `loadedAt` (ms), at `now` (ms):
 * never negative, never counting from before the answer arrived.
 */
export function secondsLeft(totalSeconds: number, loadedAt: number, now: number): number {
  return Math.max(0, Math.ceil((loadedAt + totalSeconds * 1000 - Math.max(now, loadedAt)) / 1000));
}
