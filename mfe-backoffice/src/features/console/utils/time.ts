/** `close_at` minus now as `1d 02:03:04` / `02:03:04`; null once past. */
export function countdownText(closeAt: string, now: number): string | null {
  const left = Math.floor((Date.parse(closeAt) - now) / 1000);
  if (!(left > 0)) return null;
  const d = Math.floor(left / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((left % 86400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}

/** A wire time in Bangkok, e.g. `01/05/2026 15:30`. */
export function bangkokTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}
