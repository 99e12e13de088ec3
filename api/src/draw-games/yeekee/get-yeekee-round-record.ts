/**
 * GET yeekee/winning-number/{draw_date}/{round_no}: the published record of a closed yeekee round, enough for
 * anyone to recompute its result with shared-contracts `computeYeekeeResult` (docs/game-rules.md "Yeekee"):
 * every shot oldest first (sequence, number, time, masked shooter) with the subtracted 16th most recent shot
 * marked, the sum, the round's secret as revealed at the close with the commitment published before the round
 * opened and the secret's number, R and the digits; a void round has its reason (and its shots) but no R.
 * Public. 404 when the day has no such round; 409 E20016 while the round still takes shots (its list is not
 * final yet).
 */
import {
  AppError,
  ErrorCode,
  YEEKEE_MIN_SHOTS,
  YEEKEE_SUBTRACTED_RANK,
  yeekeeSecretNumber,
  type ResultDigits,
  type YeekeeRoundRecordData,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { isRoundDone, shootCloseAt, toShotData, type YeekeeRawResult } from './yeekee-round-view';

/** The rule as the downloaded file states it. */
export const YEEKEE_RULE_TEXT =
  `R = the sum of every shot minus the ${YEEKEE_SUBTRACTED_RANK}th most recent shot (sequence = shot_count - ${YEEKEE_SUBTRACTED_RANK - 1}) ` +
  `plus secret_number; secret_number = the secret (64 hex characters) read as one unsigned integer, modulo 100000; ` +
  `sha256(secret as UTF-8 text) = secret_hash, published before the round opened; ` +
  `the last 5 digits of R (zero-padded) give top3 = the last 3, top2 = the last 2, bottom2 = the first 2 of the 5; ` +
  `fewer than ${YEEKEE_MIN_SHOTS} shots: the round is void and every stake refunded`;

export async function getYeekeeRoundRecord(
  ctx: AppContext,
  drawDate: string,
  roundNo: number,
): Promise<YeekeeRoundRecordData> {
  const round = await ctx.db
    .selectFrom('rounds')
    .selectAll()
    .where('game_code', '=', YEEKEE_GAME.code)
    .where('draw_date', '=', drawDate)
    .where('round_no', '=', roundNo)
    .executeTakeFirst();
  if (!round) throw new AppError(ErrorCode.NOT_FOUND, `yeekee has no round ${roundNo} on ${drawDate}`);
  if (!isRoundDone(round))
    throw new AppError(
      ErrorCode.ROUND_CLOSED,
      `yeekee round ${roundNo} of ${drawDate} is not closed yet (shooting until ${shootCloseAt(round).toISOString()}): its record is published with the result`,
      { round_id: String(round.id) },
    );
  const secrets = await ctx.db
    .selectFrom('yeekee_rounds')
    .select(['secret_hash', 'secret'])
    .where('round_id', '=', round.id)
    .executeTakeFirst();
  const secret = secrets?.secret ?? null;
  const shots = await ctx.db
    .selectFrom('yeekee_shots as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.round_id', 's.seq', 's.number', 's.shot_at', 'u.customer_code'])
    .where('s.round_id', '=', round.id)
    .where('s.seq', 'is not', null) // numbered by the sequencer (unnumbered ones only while shooting is open)
    .orderBy('s.seq')
    .$narrowType<{ seq: number }>()
    .execute();
  const raw = round.state === 'void' ? null : (round.result as YeekeeRawResult | null);
  const digits = raw ? (round.digits as ResultDigits) : null;
  return {
    game_code: YEEKEE_GAME.code,
    round_id: String(round.id),
    round_no: round.round_no,
    draw_date: round.draw_date,
    state: round.state,
    open_at: round.open_at.toISOString(),
    close_at: round.close_at.toISOString(),
    shoot_close_at: shootCloseAt(round).toISOString(),
    rule: YEEKEE_RULE_TEXT,
    min_shots: YEEKEE_MIN_SHOTS,
    subtracted_rank: YEEKEE_SUBTRACTED_RANK,
    shot_count: shots.length,
    shots: shots.map((s) => ({
      ...toShotData(s, true),
      number: s.number,
      subtracted: raw !== null && s.seq === raw.subtracted.seq,
    })),
    sum: raw?.sum ?? null,
    subtracted: raw?.subtracted ?? null,
    secret_hash: secrets?.secret_hash ?? null,
    secret,
    secret_number: secret === null ? null : yeekeeSecretNumber(secret),
    r: raw?.r ?? null,
    top3: digits?.top3 ?? null,
    top2: digits?.top2 ?? null,
    bottom2: digits?.bottom2 ?? null,
    void_reason: round.state === 'void' ? round.void_reason : null,
  };
}
