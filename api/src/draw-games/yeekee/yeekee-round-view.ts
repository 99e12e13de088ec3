/**
 * Yeekee rounds and shots as the wire shows them (docs/game-rules.md "Yeekee"; shared-contracts
 * `schemas/yeekee.ts`). A yeekee round is a `rounds` row of game YK: bets close at `close_at`, shooting at
 * `result_expected_at` (the planner's `resultAt`: the betting close + the catalogue's `shootingMinutes`), when
 * the result is computed. Its stored raw result is `YeekeeRawResult`. Shooters are shown by their masked
 * customer code, never a phone.
 */
import {
  maskCustomerCode,
  type ResultDigits,
  type YeekeePhase,
  type YeekeeRoundSummary,
  type YeekeeShotData,
} from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { secondsUntil, type RoundRow } from '../rounds/round-view';

/** What a yeekee round stores as its raw result (`rounds.result`): R and how it was made. */
export interface YeekeeRawResult {
  r: string;
  sum: string;
  shot_count: number;
  subtracted: { seq: number; number: string };
  /** The round secret's number added to R (5 digits); absent on rounds resulted before secrets. */
  secret_number?: string | null;
}

/** The columns of a round the yeekee views read. */
export type YeekeeRoundRow = Pick<
  RoundRow,
  | 'id'
  | 'round_no'
  | 'draw_date'
  | 'state'
  | 'open_at'
  | 'close_at'
  | 'result_expected_at'
  | 'digits'
  | 'result'
  | 'void_reason'
> & {
  /** The round's published commitment (`yeekee_rounds.secret_hash`), null before it is committed. */
  secret_hash: string | null;
};

/** Yeekee rounds with their shot counts, to filter and order (`rounds as r`). */
export function selectYeekeeRounds(db: DbOrTrx) {
  return db
    .selectFrom('rounds as r')
    .leftJoin('yeekee_rounds as y', 'y.round_id', 'r.id')
    .select([
      'r.id',
      'r.round_no',
      'r.draw_date',
      'r.state',
      'r.open_at',
      'r.close_at',
      'r.result_expected_at',
      'r.digits',
      'r.result',
      'r.void_reason',
    ])
    .select((eb) => eb.fn.coalesce('y.shot_count', eb.lit(0)).as('shot_count'))
    .select('y.secret_hash')
    .where('r.game_code', '=', YEEKEE_GAME.code);
}

/** When shooting closes and the result is computed. */
export function shootCloseAt(round: Pick<RoundRow, 'result_expected_at'>): Date {
  return round.result_expected_at;
}

const DONE = new Set(['resulted', 'settled', 'void']);

/** True when the round has its result or is void: no shot, no close any more. */
export function isRoundDone(round: Pick<RoundRow, 'state'>): boolean {
  return DONE.has(round.state);
}

/** Shots are accepted from the opening to the shooting close, until the round is resulted or void. */
export function isShootingOpen(round: Pick<RoundRow, 'state' | 'open_at' | 'result_expected_at'>, now: Date): boolean {
  return !isRoundDone(round) && round.open_at <= now && now < shootCloseAt(round);
}

/** The round's phase at `now` (shared-contracts `yeekeePhase`). */
export function yeekeePhaseOf(round: YeekeeRoundRow, now: Date): YeekeePhase {
  if (round.state === 'void') return 'void';
  if (round.state === 'resulted' || round.state === 'settled') return 'resulted';
  if (now < round.open_at) return 'scheduled';
  if (now < round.close_at && round.state !== 'closed') return 'betting';
  if (now < shootCloseAt(round)) return 'shooting';
  return 'calculating';
}

/** The end of the phase the countdown counts to. */
function phaseEnd(round: YeekeeRoundRow, phase: YeekeePhase): Date | null {
  if (phase === 'scheduled') return round.open_at;
  if (phase === 'betting') return round.close_at;
  if (phase === 'shooting') return shootCloseAt(round);
  return null;
}

/** A round at a glance (also the live `yeekee/result` message). */
export function toYeekeeSummary(round: YeekeeRoundRow, shotCount: number, now: Date): YeekeeRoundSummary {
  const phase = yeekeePhaseOf(round, now);
  const end = phaseEnd(round, phase);
  const digits = phase === 'resulted' ? (round.digits as ResultDigits | null) : null;
  const raw = phase === 'resulted' ? (round.result as YeekeeRawResult | null) : null;
  return {
    round_id: String(round.id),
    round_no: round.round_no,
    draw_date: round.draw_date,
    phase,
    open_at: round.open_at.toISOString(),
    close_at: round.close_at.toISOString(),
    shoot_close_at: shootCloseAt(round).toISOString(),
    count_down: { total_seconds: end ? Math.max(0, secondsUntil(end, now)) : 0 },
    shot_count: shotCount,
    r: raw?.r ?? null,
    top3: digits?.top3 ?? null,
    top2: digits?.top2 ?? null,
    bottom2: digits?.bottom2 ?? null,
    void_reason: round.state === 'void' ? round.void_reason : null,
    secret_hash: round.secret_hash,
  };
}

/**
 * One shot on the wire: the shooter masked; the number only when `reveal` (the round's shooting is closed,
 * or the reader fired this shot), else null (docs/game-rules.md "Yeekee": hidden until the close).
 */
export function toShotData(
  row: {
    round_id: number;
    seq: number;
    number: string;
    shot_at: Date;
    customer_code: string;
  },
  reveal: boolean,
): YeekeeShotData {
  return {
    round_id: String(row.round_id),
    seq: row.seq,
    number: reveal ? row.number : null,
    shot_at: row.shot_at.toISOString(),
    shooter: maskCustomerCode(row.customer_code),
  };
}
