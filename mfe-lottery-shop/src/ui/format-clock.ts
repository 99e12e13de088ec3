import { splitCountdown } from 'shared-contracts';

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as [d days ]HH:MM:SS (days only when there are any). */
export function formatClock(seconds: number): { days: number; clock: string } {
  const { days, hours, minutes, seconds: s } = splitCountdown(seconds);
  return { days, clock: `${two(hours)}:${two(minutes)}:${two(s)}` };
}
