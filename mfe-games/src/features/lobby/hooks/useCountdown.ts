import { useEffect, useState } from 'react';

/**
 * Seconds left until `seconds` after `from` (ms), ticking every second. Counts from the server's countdown,
 * not the device clock's idea of the close time (`useCurrentRound` asks for the round again at zero).
 */
export function useCountdown(seconds: number | null, from: number): number | null {
  const deadline = seconds === null ? null : from + seconds * 1000;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  // the tick may predate a fresh `from`; never count from before the round was loaded
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - Math.max(now, from)) / 1000));
}
