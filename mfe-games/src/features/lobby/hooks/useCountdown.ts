import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `seconds` after `from` (ms), ticking every second; calls `onZero` once per deadline
 * when it reaches 0. Counts from the server's countdown, not the device clock's idea of the close time.
 */
export function useCountdown(seconds: number | null, from: number, onZero?: () => void): number | null {
  const deadline = seconds === null ? null : from + seconds * 1000;
  const [now, setNow] = useState(() => Date.now());
  const zeroRef = useRef(onZero);
  zeroRef.current = onZero;
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  // the tick may predate a fresh `from`; never count from before the round was loaded
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - Math.max(now, from)) / 1000));
  const expired = left === 0;
  useEffect(() => {
    if (expired) zeroRef.current?.();
  }, [expired, deadline]);
  return left;
}
