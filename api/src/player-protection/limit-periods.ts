/**
 * The Bangkok calendar periods the deposit and loss limits count over: the day (00:00-24:00 Bangkok),
 * the week from Monday 00:00 and the calendar month (not rolling windows). Pure.
 */
import { bangkokDate, bangkokTime, dayjs, type LimitPeriod } from 'shared-contracts';

export interface PeriodWindow {
  /** First instant of the period. */
  start: Date;
  /** First instant of the next period (when the figure resets). */
  end: Date;
}

export type LimitWindows = Record<LimitPeriod, PeriodWindow>;

/** The day, week and month that contain `now`, in Bangkok time. */
export function limitWindows(now: Date): LimitWindows {
  const today = bangkokDate(now);
  const date = dayjs(today, 'YYYY-MM-DD');
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  const firstOfMonth = date.startOf('month');
  const at = (d: typeof date) => bangkokTime(d.format('YYYY-MM-DD'), '00:00');
  return {
    day: { start: at(date), end: at(date.add(1, 'day')) },
    week: { start: at(monday), end: at(monday.add(7, 'day')) },
    month: { start: at(firstOfMonth), end: at(firstOfMonth.add(1, 'month')) },
  };
}
