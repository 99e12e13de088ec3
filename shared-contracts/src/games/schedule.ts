/**
 * The one round planner (docs/game-rules.md "Rounds and schedules"): the rounds of every game with their open,
 * close and expected-result instants, planned from the catalogue's schedule and, for calendar (TABLE) games,
 * the draw dates of their calendar. Pure: the api's scheduler turns these into round rows, its history
 * importers time past draws with them, the games remote shows the next close, and the tests check them
 * against the spec. Bangkok time is UTC+7 without daylight saving (time.ts), so wall-clock times are plain
 * arithmetic here.
 *
 * Rules:
 * - `drawDate` is the Bangkok calendar day the round belongs to (the trading day for stocks, the day of
 *   round 1 for yeekee, whose last rounds close after midnight); `closeDayOffset: 1` puts a close on the
 *   next day (Dow Jones 01:00).
 * - WEEKLY games draw on `drawDays` (all days when absent) except `daysOff` (0 = Sunday).
 * - TABLE games draw on the dates of their calendar table (never "the 1st and the 16th").
 * - FREQUENT games (yeekee): `roundsPerDay` rounds numbered from 1, the first closing `intervalMinutes` after
 *   `open`, then one every `intervalMinutes`; shooting stays open `shootingMinutes` after each betting close,
 *   and the result is computed then (`resultAt`).
 * - One opening rule for every game: a round opens at the first `open` wall-clock time at or after the
 *   previous round's close; when that is not before its own close (several rounds a day), it opens at the
 *   previous close. The previous round of a TABLE game is the previous date of its calendar; when none is
 *   known (the first date of a calendar) the round opens `FIRST_ROUND_OPEN_DAYS` before its draw date.
 */
import type { GameDef, RoundType, ScheduleClose } from './catalogue';

export interface PlannedRound {
  gameCode: string;
  drawDate: string;
  roundType: RoundType;
  /** 1-based number within the day (yeekee 1..88; sessions of a day 1..n). */
  roundNo: number;
  openAt: Date;
  /** Betting closes. */
  closeAt: Date;
  /** When the result is expected: the official result time, or yeekee's shooting close (result computed). */
  resultAt: Date;
}

/** Days before its draw date a round opens when its calendar knows no earlier date (the usual GLO gap). */
export const FIRST_ROUND_OPEN_DAYS = 15;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 60 * MINUTE_MS;

/** The instant of a Bangkok wall-clock time `hhmm` on `date` (YYYY-MM-DD), `dayOffset` days later. */
function wallTime(date: string, hhmm: string, dayOffset = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d + dayOffset, hh, mm) - BANGKOK_OFFSET_MS;
}

/** The Bangkok calendar date of an instant (ms). */
function bangkokDay(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return bangkokDay(wallTime(date, '12:00', days));
}

/** Day of the week of a date, 0 = Sunday. */
function weekday(date: string): number {
  return new Date(wallTime(date, '12:00') + BANGKOK_OFFSET_MS).getUTCDay();
}

/** First instant at or after `after` whose Bangkok wall-clock time is `hhmm`. */
function firstWallTimeAtOrAfter(after: number, hhmm: string): number {
  const t = wallTime(bangkokDay(after), hhmm);
  return t < after ? t + DAY_MS : t;
}

type Slot = Omit<PlannedRound, 'openAt' | 'closeAt' | 'resultAt'> & { close: number; result: number };

/**
 * The rounds of one Bangkok day (without their opening). `asDrawDate`: plan the day even when the weekly
 * schedule does not draw on it (a calendar or a real past draw names it).
 */
function slotsOfDay(game: GameDef, date: string, asDrawDate: boolean): Slot[] {
  const s = game.schedule;
  if (!s || s.calendar === 'ALWAYS') return [];
  if (s.calendar === 'FREQUENT') {
    const interval = (s.intervalMinutes ?? 15) * MINUTE_MS;
    const shooting = (s.shootingMinutes ?? 0) * MINUTE_MS;
    const first = wallTime(date, s.open) + interval;
    return Array.from({ length: s.roundsPerDay ?? 1 }, (_, i) => ({
      gameCode: game.code,
      drawDate: date,
      roundType: s.closes[0]?.roundType ?? 'FULLDAY',
      roundNo: i + 1,
      close: first + i * interval,
      result: first + i * interval + shooting,
    }));
  }
  if (s.calendar === 'WEEKLY' && !asDrawDate) {
    const day = weekday(date);
    if (s.drawDays && s.drawDays.length > 0 && !s.drawDays.includes(day)) return [];
    if (s.daysOff?.includes(day)) return [];
  }
  return s.closes.map((c: ScheduleClose, i) => ({
    gameCode: game.code,
    drawDate: date,
    roundType: c.roundType,
    roundNo: i + 1,
    close: wallTime(date, c.close, c.closeDayOffset ?? 0),
    result: wallTime(date, c.result, c.closeDayOffset ?? 0),
  }));
}

/** The opening rule (see the module comment); `previousClose` undefined = no earlier round known. */
function openingOf(game: GameDef, slot: Slot, previousClose: number | undefined): number {
  const open = game.schedule!.open;
  if (previousClose === undefined) return wallTime(slot.drawDate, open, -FIRST_ROUND_OPEN_DAYS);
  const at = firstWallTimeAtOrAfter(previousClose, open);
  return at < slot.close ? at : previousClose;
}

function toRound(slot: Slot, openAt: number): PlannedRound {
  const { close, result, ...rest } = slot;
  return { ...rest, openAt: new Date(openAt), closeAt: new Date(close), resultAt: new Date(result) };
}

/** The latest date of `dates` strictly before `date` (YYYY-MM-DD strings compare as dates). */
export function previousDate(dates: Iterable<string>, date: string): string | undefined {
  let best: string | undefined;
  for (const d of dates) if (d < date && (!best || d > best)) best = d;
  return best;
}

/**
 * The next `count` rounds of `game` whose close is after `from` (the current open round first).
 * TABLE games need `calendarDates` (YYYY-MM-DD, any order; past dates give the first round its predecessor).
 * Games without a schedule return [].
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
  const fromMs = from.getTime();
  // start a week back so the first upcoming round has a predecessor to open after
  const start = addDays(bangkokDay(fromMs), -8);
  let dates: string[];
  if (s.calendar === 'TABLE') {
    const sorted = [...new Set(calendarDates)].sort();
    const firstUpcoming = sorted.findIndex((d) => d >= start);
    dates = firstUpcoming < 0 ? [] : sorted.slice(Math.max(0, firstUpcoming - 1));
  } else {
    dates = Array.from({ length: 400 }, (_, i) => addDays(start, i));
  }

  const slots: Slot[] = [];
  let ahead = 0;
  for (const d of dates) {
    const day = slotsOfDay(game, d, s.calendar === 'TABLE');
    slots.push(...day);
    ahead += day.filter((x) => x.close > fromMs).length;
    if (ahead >= count + 1) break;
  }
  slots.sort((a, b) => a.close - b.close);

  const rounds: PlannedRound[] = [];
  for (let i = 0; i < slots.length && rounds.length < count; i++) {
    const slot = slots[i]!;
    if (slot.close <= fromMs) continue;
    rounds.push(toRound(slot, openingOf(game, slot, slots[i - 1]?.close)));
  }
  return rounds;
}

/**
 * The rounds of one draw date of `game` (several for stock sessions and yeekee), by the same rules as
 * `planRounds`: `drawDate` is taken as a draw date (a calendar or a real past draw names it). The previous
 * round is the previous date of `calendarDates` for TABLE games, the schedule's previous round otherwise.
 */
export function planRoundsOn(
  game: GameDef,
  drawDate: string,
  { calendarDates = [] }: { calendarDates?: readonly string[] } = {},
): PlannedRound[] {
  const s = game.schedule;
  if (!s || s.calendar === 'ALWAYS') return [];
  const slots = slotsOfDay(game, drawDate, true);
  let previousClose: number | undefined;
  if (s.calendar === 'TABLE') {
    const prev = previousDate(calendarDates, drawDate);
    previousClose = prev === undefined ? undefined : slotsOfDay(game, prev, true).at(-1)?.close;
  } else {
    for (let back = 1; back <= 14 && previousClose === undefined; back++)
      previousClose = slotsOfDay(game, addDays(drawDate, -back), false).at(-1)?.close;
  }
  return slots.map((slot, i) => toRound(slot, openingOf(game, slot, i > 0 ? slots[i - 1]!.close : previousClose)));
}
