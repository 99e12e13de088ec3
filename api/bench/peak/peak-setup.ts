/**
 * The peak minute's database, made before the server starts (straight into the tables, as the other benches set
 * up): the rounds of 2026-05-14 through the scheduler, the yeekee round whose shooting closes at 18:40 (the
 * minute is its last `seconds`), the players with their sessions, and the previous round that settles during the
 * minute: that day's Hanoi round (VN, closed at 18:00, result due 18:30) holding `settleLines` lines of 10 baht
 * by the same players (as settlement.bench.ts builds it). The server starts `leadSeconds` before the minute.
 */
import { writePendingSlips } from '../write-pending-slips';
import { sql } from 'kysely';
import { BET_KIND_DIGITS, gameByCode, type BetKind } from 'shared-contracts';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { createSession } from '../../src/auth/sessions';
import { YEEKEE_GAME } from '../../src/draw-games/rounds/draw-games';
import { runSchedulerTick } from '../../src/scheduler/run-scheduler-tick';
import { createFundedPlayers } from '../../src/test-support/direct-players';
import type { BenchDb } from '../bench-db';
import type { SidePlan } from './peak-messages';
import type { PeakSettings } from './peak-settings';

/** The day of the run: a real XSMB draw (data/xsmb-draws.csv) settles the Hanoi round. */
export const PEAK_DAY = '2026-05-14';
/** Where the bench database's clock starts (the day's rounds are planned from here). */
export const PEAK_SETUP_CLOCK = `${PEAK_DAY}T10:00:00+07:00`;
/** The yeekee round's shooting close: the end of the minute. */
const SHOOT_CLOSE = new Date(`${PEAK_DAY}T18:40:00+07:00`);
/** The settling round's game: Hanoi (its result is due at 18:30, before the minute). */
const SETTLE_GAME = 'VN';
/** Bet kinds of the slips on other games (bet-placement.bench.ts), where the game takes them. */
const SLIP_KINDS: BetKind[] = ['THREE_TOP', 'THREE_TOD', 'TWO_TOP', 'TWO_BOTTOM', 'RUN_TOP', 'RUN_BOTTOM', 'FOUR_TOP'];
/** Games the bettors spread over. */
const BET_GAMES = 3;

export interface PeakSetup {
  /** CLOCK_START of the server (ISO-8601). */
  clockStart: string;
  /** Server time the minute starts and ends (the yeekee round's shooting close). */
  minuteStart: Date;
  minuteEnd: Date;
  yeekee: { roundId: string; roundNo: number; drawDate: string };
  settle: { roundId: string; lines: number; raw: { special: string; prize1: string } };
  betRounds: SidePlan['betRounds'];
  betGames: string[];
  shooterTokens: string[];
  bettorTokens: string[];
  publisherToken: string;
}

/** Sessions (Bearer tokens) of `ids`, valid 24 h from `now`, 20 at a time. */
async function sessionsOf(b: BenchDb, ids: number[], now: Date): Promise<string[]> {
  const db = b.database.db;
  if (ids.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'customer_code']).where('id', 'in', ids).execute();
  const code = new Map(users.map((u) => [u.id, u.customer_code]));
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 20)
    tokens.push(
      ...(await Promise.all(
        ids
          .slice(i, i + 20)
          .map(
            async (id) =>
              (await createSession(db, { userId: id, customerCode: code.get(id)!, now, ttlHours: 24 })).token,
          ),
      )),
    );
  return tokens;
}

/**
 * Prepares the bench database `b` (its clock at PEAK_SETUP_CLOCK) for the run of `s`; throws when the day's
 * rounds are not what the run needs (no yeekee round closing its shooting at 18:40, no other game open through
 * the minute).
 */
export async function preparePeakDatabase(b: BenchDb, s: PeakSettings): Promise<PeakSetup> {
  const db = b.database.db;
  const minuteStart = new Date(SHOOT_CLOSE.getTime() - s.seconds * 1000);
  const clockStart = new Date(minuteStart.getTime() - s.leadSeconds * 1000);
  // the scheduler plans rounds ahead from its clock: a pass while the yeekee round takes bets creates it
  for (const at of [b.clock.now(), new Date(SHOOT_CLOSE.getTime() - 20 * 60_000), clockStart]) {
    if (at < b.clock.now()) continue;
    b.clock.set(at);
    await runSchedulerTick(db, at, { context: b.ctx });
  }

  const yeekee = await db
    .selectFrom('rounds')
    .select(['id', 'round_no', 'draw_date', 'open_at'])
    .where('game_code', '=', YEEKEE_GAME.code)
    .where('result_expected_at', '=', SHOOT_CLOSE)
    .executeTakeFirstOrThrow(() => new Error(`no yeekee round closes its shooting at ${SHOOT_CLOSE.toISOString()}`));
  if (yeekee.open_at > clockStart)
    throw new Error('PEAK_SECONDS + PEAK_LEAD_SECONDS reach before the yeekee round opens: make them shorter');
  const settle = await db
    .selectFrom('rounds')
    .select(['id', 'game_code', 'result_expected_at'])
    .where('game_code', '=', SETTLE_GAME)
    .where('draw_date', '=', PEAK_DAY)
    .executeTakeFirstOrThrow();
  if (settle.result_expected_at > minuteStart)
    throw new Error(`PEAK_SECONDS reaches before the ${SETTLE_GAME} result time: make it shorter`);

  // other games open through the minute and a minute after, whose bet kinds are digit kinds
  const open = await db
    .selectFrom('rounds')
    .select(['id', 'game_code'])
    .where('state', '=', 'open')
    .where('game_code', '<>', YEEKEE_GAME.code)
    .where('open_at', '<=', clockStart)
    .where('close_at', '>', new Date(SHOOT_CLOSE.getTime() + 60_000))
    .orderBy('close_at')
    .execute();
  const betRounds: SidePlan['betRounds'] = [];
  const betGames: string[] = [];
  for (const r of open) {
    const game = gameByCode(r.game_code);
    if (!game || betGames.includes(game.code) || betRounds.length >= BET_GAMES) continue;
    const kinds = game.betKinds.map((k) => k.kind).filter((k) => SLIP_KINDS.includes(k));
    if (kinds.length < 3) continue;
    betRounds.push({
      roundId: String(r.id),
      path: `/${game.api.family}/bet/${game.api.type}`,
      kinds: kinds.map((kind) => ({ kind, digits: BET_KIND_DIGITS[kind] })),
    });
    betGames.push(game.code);
  }
  if (s.bettors > 0 && betRounds.length === 0) throw new Error('no other draw game is open through the minute');

  const shooters = await createFundedPlayers(db, s.shooters, 100_00);
  const bettors = s.bettors > 0 ? await createFundedPlayers(db, s.bettors, 1_000_000_00) : [];
  const [publisher] = await createFundedPlayers(db, 1, 100_00);
  const shooterTokens = await sessionsOf(b, shooters, clockStart);
  const bettorTokens = await sessionsOf(b, bettors, clockStart);
  const [publisherToken] = await sessionsOf(b, [publisher!], clockStart);

  // the settling round's slips, written straight into the tables (settlement.bench.ts): 10 lines of 10 baht each
  const players = [...shooters, ...bettors];
  const slips = Math.ceil(s.settleLines / 10);
  const transfer = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await writePendingSlips(db, { round: settle, players, transferId: transfer.id, slips, tag: 'P' });
  await sql`analyze bet_slips`.execute(db);
  await sql`analyze bet_lines`.execute(db);

  const xsmb = readSharedCsv('xsmb-draws.csv').find((r) => r.date === PEAK_DAY);
  if (!xsmb) throw new Error(`data/xsmb-draws.csv has no draw of ${PEAK_DAY}`);
  return {
    clockStart: clockStart.toISOString(),
    minuteStart,
    minuteEnd: SHOOT_CLOSE,
    yeekee: { roundId: String(yeekee.id), roundNo: yeekee.round_no, drawDate: yeekee.draw_date },
    settle: { roundId: String(settle.id), lines: slips * 10, raw: { special: xsmb.special!, prize1: xsmb.prize1! } },
    betRounds,
    betGames,
    shooterTokens,
    bettorTokens,
    publisherToken: publisherToken!,
  };
}
