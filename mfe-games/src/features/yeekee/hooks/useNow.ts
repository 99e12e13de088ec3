import { useEffect, useState } from 'react';

/** The device's time in ms, ticking every `intervalMs` (countdowns count from the server's own seconds). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Seconds left of a server countdown (`count_down.total_seconds`) read at `loadedAt` (ms), at `now` (ms):
 * never negative, never counting from before the answer arrived.
 */
export function secondsLeft(totalSeconds: number, loadedAt: number, now: number): number {
  return Math.max(0, Math.ceil((loadedAt + totalSeconds * 1000 - Math.max(now, loadedAt)) / 1000));
}
