import { inBangkok, splitCountdown } from 'shared-contracts';

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as Bangkok wall-clock `HH:mm` (docs/product.md "Players and language"). */
export function bangkokHHmm(at: string): string {
  return inBangkok(at).format('HH:mm');
}

/** An instant as Bangkok wall-clock `HH:mm:ss`. */
export function bangkokHHmmss(at: string): string {
  return inBangkok(at).format('HH:mm:ss');
}

/** A countdown in seconds as `mm:ss`, or `h:mm:ss` past an hour. */
export function formatCountdown(seconds: number): string {
  const { days, hours, minutes, seconds: s } = splitCountdown(seconds);
  const h = days * 24 + hours;
  return h > 0 ? `${h}:${two(minutes)}:${two(s)}` : `${two(minutes)}:${two(s)}`;
}
