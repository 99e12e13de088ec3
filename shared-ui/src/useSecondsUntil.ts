import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds until `at` (epoch ms; null: no deadline → null), ticking each second; calls `onZero` once when it
 * reaches 0 (a cart's hold, an OTP's resend wait).
 */
export function useSecondsUntil(at: number | null, onZero?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [at]);
  const left = at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
  useEffect(() => {
    if (left === 0) zero.current?.();
  }, [left]);
  return left;
}
