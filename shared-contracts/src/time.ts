/**
 * Bangkok time (UTC+7, no DST) and Thai Buddhist-era dates (year + 543): docs/product.md "Players and language".
 * Built on dayjs with its utc, timezone and buddhistEra plugins.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/th';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);
dayjs.extend(customParseFormat);

export const BANGKOK_TZ = 'Asia/Bangkok';
export { dayjs };
export type { Dayjs };

/** A moment as Bangkok wall-clock time. */
export function inBangkok(at: Date | string | number | Dayjs = new Date()): Dayjs {
  return dayjs(at).tz(BANGKOK_TZ);
}

/**
 * The instant of a Bangkok wall-clock date and time: bangkokTime('2026-12-01', '15:10').
 * `date` is YYYY-MM-DD, `time` HH:mm.
 */
export function bangkokTime(date: string, time: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();
}

/** The Bangkok calendar date (YYYY-MM-DD) of an instant. */
export function bangkokDate(at: Date | string | number = new Date()): string {
  return inBangkok(at).format('YYYY-MM-DD');
}

/** Buddhist-era year of a Gregorian year. */
export function toBuddhistYear(gregorianYear: number): number {
  return gregorianYear + 543;
}

/** Thai long date with Buddhist-era year, e.g. "1 ธันวาคม 2569". */
export function formatThaiDate(at: Date | string | number | Dayjs): string {
  return inBangkok(at).locale('th').format('D MMMM BBBB');
}

/** Thai short date, e.g. "1 ธ.ค. 69". */
export function formatThaiShortDate(at: Date | string | number | Dayjs): string {
  const d = inBangkok(at).locale('th');
  return `${d.format('D MMM')} ${String(toBuddhistYear(d.year())).slice(-2)}`;
}

/** Thai date and time, e.g. "1 ธ.ค. 2569 15:10 น.". */
export function formatThaiDateTime(at: Date | string | number | Dayjs): string {
  return `${inBangkok(at).locale('th').format('D MMM BBBB HH:mm')} น.`;
}

/**
 * When a round closes, as a lobby card says it (Bangkok time, Buddhist era never needed within a week): the time
 * alone today ("15:10 น."), "พรุ่งนี้ 10:00 น." tomorrow, else the short weekday and date ("จ. 1 ธ.ค. 10:00 น.").
 */
export function formatThaiCloseTime(at: Date | string | number, now: Date | string | number = new Date()): string {
  const when = inBangkok(at).locale('th');
  const today = inBangkok(now).startOf('day');
  const days = when.startOf('day').diff(today, 'day');
  if (days === 0) return `${when.format('HH:mm')}\u00a0น.`;
  if (days === 1) return `พรุ่งนี้ ${when.format('HH:mm')}\u00a0น.`;
  return `${when.format('dd D MMM HH:mm')}\u00a0น.`;
}

/** A draw date given as YYYY-MM-DD (a calendar date, not an instant) in Thai long form. */
export function formatThaiDrawDate(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').locale('th').format('D MMMM BBBB');
}

/** Splits a duration in seconds into days/hours/minutes/seconds for countdowns (never negative). */
export function splitCountdown(totalSeconds: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Whole days between two instants, rounded up (docs/product.md "Players and language"). */
export function durationDays(from: Date, to: Date): number {
  return Math.ceil((to.getTime() - from.getTime()) / 86_400_000);
}
