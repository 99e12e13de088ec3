/**
 * When a table-calendar round opens, closes and expects its result (pure). A round for draw date D opens
 * at the previous draw date's `schedule.open` (Bangkok) and closes at D's close time; the result is
 * expected at D's result time. All instants are computed in Asia/Bangkok.
 */
import { bangkokTime, dayjs, type GameDef } from 'shared-contracts';

export interface RoundTimes {
  openAt: Date;
  closeAt: Date;
  resultExpectedAt: Date;
}

/** Days before the draw a round opens when no earlier draw date is known (the first date of a calendar). */
export const FIRST_ROUND_OPEN_DAYS = 15;

export function roundTimes(game: GameDef, drawDate: string, previousDrawDate: string | undefined): RoundTimes {
  const schedule = game.schedule;
  const close = schedule?.closes[0];
  if (!schedule || !close) throw new Error(`game ${game.code} has no schedule`);
  const openDate = previousDrawDate ?? dayjs(drawDate).subtract(FIRST_ROUND_OPEN_DAYS, 'day').format('YYYY-MM-DD');
  return {
    openAt: bangkokTime(openDate, schedule.open),
    closeAt: bangkokTime(drawDate, close.close),
    resultExpectedAt: bangkokTime(drawDate, close.result),
  };
}

/** The latest date in `dates` strictly before `date` (YYYY-MM-DD strings compare as dates). */
export function previousDate(dates: Iterable<string>, date: string): string | undefined {
  let best: string | undefined;
  for (const d of dates) if (d < date && (!best || d > best)) best = d;
  return best;
}
