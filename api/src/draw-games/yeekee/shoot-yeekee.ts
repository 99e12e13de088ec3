/**
 * POST yeekee/predict {round_id, number}: a player's free shot (docs/game-rules.md "Yeekee"), in ONE transaction
 * that waits for no other shot and ONE round trip (issue 22; the function `yeekee_shoot` of migration 0034): games open (E10006); the round is a yeekee round (404), read FOR SHARE
 * (shots share it; the close and an ops void take it FOR UPDATE, so they wait for the shots in flight and every
 * later shot sees the round done), whose shooting is open now (E20016 before its opening, after its shooting
 * close, or once resulted or void); the player's own count of shots in the round is raised by a conditional
 * upsert that stops at YEEKEE_MAX_SHOTS_PER_PLAYER (422 E20013 past it: one account cannot be a round's whole
 * quorum, however many sessions or parallel requests it uses; that row lock is the player's own); the shot is
 * stored with an id from a sequence and no number. After the commit, the round's sequencer (yeekee-sequencer.ts,
 * number-yeekee-shots.ts) numbers it among the round's committed shots and pushes it on the round's live
 * channel with its number hidden (null: nobody may aim at the sum).
 * Returns the accepted shot to its shooter, its place and number included (shooter masked).
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type YeekeeShotData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { assertServiceOpenIn } from '../../system/assert-service-open';
import { systemStatusFrom } from '../../system/system-status';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import type { RoundRow } from '../rounds/round-view';
import { isRoundDone, shootCloseAt, toShotData } from './yeekee-round-view';
import type { YeekeeSequencer } from './yeekee-sequencer';

export interface ShotInput {
  userId: number;
  roundId: string;
  /** 5 digits (the route validates it). */
  number: string;
}

type ShotRound = Pick<RoundRow, 'id' | 'round_no' | 'state' | 'open_at' | 'result_expected_at'>;

/** E20016 when shots are not accepted at `now`: why, with the round id. */
function refuseOutsideWindow(round: ShotRound, now: Date): void {
  let why: string | null = null;
  if (isRoundDone(round)) why = `is ${round.state === 'void' ? 'void' : 'resulted'}`;
  else if (now < round.open_at) why = `opens at ${round.open_at.toISOString()}`;
  else if (now >= shootCloseAt(round)) why = `stopped shooting at ${shootCloseAt(round).toISOString()}`;
  if (why)
    throw new AppError(ErrorCode.ROUND_CLOSED, `yeekee round ${round.id} (no. ${round.round_no}) ${why}: no shot`, {
      round_id: String(round.id),
    });
}

interface ShootRow {
  outcome: 'service' | 'not-found' | 'window' | 'cap' | 'accepted';
  system_status: unknown;
  game_code: string | null;
  round_no: number | null;
  state: RoundRow['state'] | null;
  open_at: Date | null;
  result_expected_at: Date | null;
  shot_id: string | null;
}

/** `sequencer`: this process's (one per app); the shot is numbered by it after the commit. */
export async function shootYeekee(
  ctx: AppContext,
  sequencer: YeekeeSequencer,
  input: ShotInput,
): Promise<YeekeeShotData> {
  const roundId = parseRoundId(input.roundId);
  const max = ctx.config.yeekeeMaxShotsPerPlayer;
  // one round trip: the checks and writes of migration 0034's yeekee_shoot, in its own transaction
  const result = await sql<ShootRow>`
    select * from yeekee_shoot(${roundId}, ${YEEKEE_GAME.code}, ${input.userId}, ${input.number},
                               ${ctx.clock.now().toISOString()}::timestamptz, ${max})`.execute(ctx.db);
  const row = result.rows[0]!;
  if (row.outcome === 'service') {
    assertServiceOpenIn(systemStatusFrom(row.system_status), 'GAME');
    throw new AppError(ErrorCode.EXPECTATION_FAILED, 'games are closed for maintenance', { system_status: 'GAME' });
  }
  if (row.outcome === 'not-found')
    throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${input.roundId} does not exist`);
  const round: ShotRound = {
    id: roundId,
    round_no: row.round_no!,
    state: row.state!,
    open_at: new Date(row.open_at!),
    result_expected_at: new Date(row.result_expected_at!),
  };
  if (row.outcome === 'window') {
    refuseOutsideWindow(round, ctx.clock.now());
    // the function judged at the instant it got the round's lock; the clock moved on meanwhile
    throw new AppError(ErrorCode.ROUND_CLOSED, `yeekee round ${round.id} (no. ${round.round_no}) is closed: no shot`, {
      round_id: String(round.id),
    });
  }
  if (row.outcome === 'cap')
    throw new AppError(
      ErrorCode.TRANSACTION_REACHED_MAXIMUM,
      `at most ${max} shots per player in a yeekee round: round ${round.id} (no. ${round.round_no}) has all of yours`,
      { round_id: String(round.id), max_shots: max },
    );
  return toShotData(await sequencer.numbered(roundId, Number(row.shot_id)), true);
}
