/**
 * POST yeekee/predict {round_id, number}: a player's free shot (docs/game-rules.md "Yeekee"), in ONE transaction
 * that waits for no other shot (issue 22): games open (E10006); the round is a yeekee round (404), read FOR SHARE
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
import { AppError, ErrorCode, type YeekeeShotData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { assertServiceOpen } from '../../system/assert-service-open';
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

/** `sequencer`: this process's (one per app); the shot is numbered by it after the commit. */
export async function shootYeekee(
  ctx: AppContext,
  sequencer: YeekeeSequencer,
  input: ShotInput,
): Promise<YeekeeShotData> {
  const roundId = parseRoundId(input.roundId);
  const shot = await ctx.db.transaction().execute(async (trx) => {
    await assertServiceOpen(trx, 'GAME');
    const round = await trx
      .selectFrom('rounds')
      .select(['id', 'game_code', 'round_no', 'state', 'open_at', 'result_expected_at'])
      .where('id', '=', roundId)
      .forShare()
      .executeTakeFirst();
    if (!round || round.game_code !== YEEKEE_GAME.code)
      throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${input.roundId} does not exist`);
    // the clock after the lock: a shot that waited for a close or a void sees the round as they left it
    refuseOutsideWindow(round, ctx.clock.now());
    // the player's shots in this round, capped in the statement that counts them (its row lock holds to the commit)
    const max = ctx.config.yeekeeMaxShotsPerPlayer;
    const mine = await trx
      .insertInto('yeekee_player_shots')
      .values({ round_id: round.id, user_id: input.userId, shot_count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['round_id', 'user_id'])
          .doUpdateSet((eb) => ({ shot_count: eb('yeekee_player_shots.shot_count', '+', 1) }))
          .where('yeekee_player_shots.shot_count', '<', max),
      )
      .returning('shot_count')
      .executeTakeFirst();
    if (!mine)
      throw new AppError(
        ErrorCode.TRANSACTION_REACHED_MAXIMUM,
        `at most ${max} shots per player in a yeekee round: round ${round.id} (no. ${round.round_no}) has all of yours`,
        { round_id: String(round.id), max_shots: max },
      );
    return trx
      .insertInto('yeekee_shots')
      .values({ round_id: round.id, user_id: input.userId, number: input.number, shot_at: ctx.clock.now() })
      .returning(['id', 'round_id'])
      .executeTakeFirstOrThrow();
  });
  return toShotData(await sequencer.numbered(shot.round_id, shot.id), true);
}
