/**
 * Round planning from the catalogue (docs/game-rules.md "Rounds and schedules"): the next rounds of a game with
 * their open, close and expected-result instants, in Bangkok time. Pure: the API's scheduler turns
 * these into round rows; the tests check them against the spec.
 *
 * Rules:
 * - `drawDate` is the Bangkok calendar day the round belongs to (the trading day for stocks, the day of
 *   round 1 for yeekee); `closeDayOffset: 1` puts the close on the next day (Dow Jones 01:00).
 * - WEEKLY games draw on `drawDays` (all days when absent) except `daysOff` (0 = Sunday).
 * - TABLE games draw on the dates of their calendar table (never "the 1st and the 16th").
 * - FREQUENT (yeekee): `roundsPerDay` rounds every `intervalMinutes`, the first closing at the first
 *   interval after `open`; shooting stays open until 10 minutes after the betting close.
 * - A round opens at the first `open` wall-clock time at or after the previous round's close; when that is
 *   not before its own close (two sessions a day), it opens at the previous close.
 */
import type { GameDef, RoundType } from './catalogue';
import { BANGKOK_TZ, dayjs } from '../time';

export interface PlannedRound {
  gameCode: string;
  drawDate: string;
  roundType: RoundType;
  /** 1-based number within the day (yeekee 1..88; sessions 1..n). */
  roundNo: number;
  openAt: Date;
  closeAt: Date;
  resultAt: Date;
}

/**
 * Minutes the yeekee shooting window stays open after the betting close (03:45 → 03:55, docs/game-rules.md "Yeekee").
 */
export const YEEKEE_SHOOTING_MINUTES = 10;

const at = (date: string, hhmm: string, dayOffset = 0) =>
  dayjs.tz(`${date} ${hhmm}`, 'YYYY-MM-DD HH:mm', BANGKOK_TZ).add(dayOffset, 'day');

/** First instant at or after `after` whose Bangkok wall-clock time is `hhmm`. */
function firstWallTimeAtOrAfter(after: Date, hhmm: string): Date {
  const day = dayjs(after).tz(BANGKOK_TZ).format('YYYY-MM-DD');
  let t = at(day, hhmm);
  if (t.valueOf() < after.getTime()) t = t.add(1, 'day');
  return t.toDate();
}

type Slot = Omit<PlannedRound, 'openAt'>;

function slotsOfDay(game: GameDef, date: string): Slot[] {
  const s = game.schedule!;
  const weekday = at(date, '12:00').day();
  if (s.calendar === 'FREQUENT') {
    const first = at(date, s.open).add(s.intervalMinutes!, 'minute');
    return Array.from({ length: s.roundsPerDay! }, (_, i) => {
      const close = first.add(i * s.intervalMinutes!, 'minute');
      return {
        gameCode: game.code,
        drawDate: date,
        roundType: 'FULLDAY' as RoundType,
        roundNo: i + 1,
        closeAt: close.toDate(),
        resultAt: close.add(YEEKEE_SHOOTING_MINUTES, 'minute').toDate(),
      };
    });
  }
  if (s.calendar === 'WEEKLY') {
    if (s.drawDays && s.drawDays.length > 0 && !s.drawDays.includes(weekday)) return [];
    if (s.daysOff?.includes(weekday)) return [];
  }
  return s.closes.map((c, i) => ({
    gameCode: game.code,
    drawDate: date,
    roundType: c.roundType,
    roundNo: i + 1,
    closeAt: at(date, c.close, c.closeDayOffset ?? 0).toDate(),
    resultAt: at(date, c.result, c.closeDayOffset ?? 0).toDate(),
  }));
}

/**
 * The next `count` rounds of `game` whose close is after `from` (the current open round first).
 * TABLE games need `calendarDates` (YYYY-MM-DD, any order). Games without a schedule return [].
 */
export function planRounds(
  game: GameDef,
  from: Date,
  {
    count = game.schedule?.cyclesAhead ?? 10,
    calendarDates = [],
  }: { count?: number; calendarDates?: readonly string[] } = {},
): PlannedRound[] {
  const s = game.schedule;
  if (!s || s.calendar === 'ALWAYS') return [];
  // start a week back so the first upcoming round has a predecessor to open after
  const start = dayjs(from).tz(BANGKOK_TZ).subtract(8, 'day').format('YYYY-MM-DD');
  let dates: string[];
  if (s.calendar === 'TABLE') {
    const sorted = [...new Set(calendarDates)].sort();
    const firstUpcoming = sorted.findIndex((d) => d >= start);
    dates = firstUpcoming < 0 ? [] : sorted.slice(Math.max(0, firstUpcoming - 1));
  } else {
    dates = Array.from({ length: 400 }, (_, i) => at(start, '12:00').add(i, 'day').format('YYYY-MM-DD'));
  }

  const slots: Slot[] = [];
  for (const d of dates) {
    slots.push(...slotsOfDay(game, d));
    if (slots.filter((x) => x.closeAt > from).length >= count + 1) break;
  }
  slots.sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime());

  const rounds: PlannedRound[] = [];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot.closeAt <= from) continue;
    const prevClose = i > 0 ? slots[i - 1]!.closeAt : dayjs(slot.closeAt).subtract(1, 'day').toDate();
    let openAt = s.calendar === 'FREQUENT' ? prevClose : firstWallTimeAtOrAfter(prevClose, s.open);
    if (openAt >= slot.closeAt) openAt = prevClose;
    rounds.push({ ...slot, openAt });
    if (rounds.length === count) break;
  }
  return rounds;
}
