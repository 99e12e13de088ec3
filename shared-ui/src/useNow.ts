/**
 * The device's time in ms, ticking every `intervalMs` (1 s by default), for countdowns: the yeekee board, the
 * ops console's round cards. Countdowns that must follow the server count from its own seconds (e.g. mfe-games
 * `secondsLeft`), not from this clock alone.
 */
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
