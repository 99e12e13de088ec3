/**
 * POST yeekee/predict {round_id, number}: a player's free shot (docs/game-rules.md "Yeekee"), in ONE transaction:
 * games open (E10006); the round is a yeekee round (404) whose shooting is open now (E20016 before its opening,
 * after its shooting close, or once resulted or void); the player's own count of shots in the round is raised
 * by a conditional upsert that stops at YEEKEE_MAX_SHOTS_PER_PLAYER (422 E20013 past it: one account cannot be a
 * round's whole quorum, however many sessions or parallel requests it uses); then the round's shot counter is
 * incremented by an upsert (created with the round secret's commitment if the scheduler has not made it yet)
 * that only updates while `shots_closed_at` is null: its row lock serialises the round's shots (the sequence
 * is gap-free: a rolled-back shot gives its number back) and the close job sets `shots_closed_at` under the
 * same lock, so a shot either commits before the close reads the shots or is refused (E20016). The clock is
 * read again after the lock: a shot that waited past the shooting close is refused too. The shot is stored
 * with its sequence and time and pushed on the round's live channel (`yeekee.<round id>`, message
 * `yeekee/shot`) with its number hidden (null: nobody may aim at the sum), last, in the same transaction.
 * Returns the accepted shot to its shooter, number included (shooter masked).
 */
import { AppError, ErrorCode, YEEKEE_LIVE_EVENTS, yeekeeRoundChannel, type YeekeeShotData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { publishToChannel } from '../../live/publish-to-channel';
import { assertServiceOpen } from '../../system/assert-service-open';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import type { RoundRow } from '../rounds/round-view';
import { isRoundDone, shootCloseAt, toShotData } from './yeekee-round-view';
import { yeekeeCommitment } from './yeekee-secret';

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

export async function shootYeekee(ctx: AppContext, input: ShotInput): Promise<YeekeeShotData> {
  const roundId = parseRoundId(input.roundId);
  return ctx.db.transaction().execute(async (trx) => {
    await assertServiceOpen(trx, 'GAME');
    const round = await trx
      .selectFrom('rounds')
      .select(['id', 'game_code', 'round_no', 'state', 'open_at', 'result_expected_at'])
      .where('id', '=', roundId)
      .executeTakeFirst();
    if (!round || round.game_code !== YEEKEE_GAME.code)
      throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${input.roundId} does not exist`);
    refuseOutsideWindow(round, ctx.clock.now());
    const player = await trx
      .selectFrom('users')
      .select('customer_code')
      .where('id', '=', input.userId)
      .executeTakeFirstOrThrow();
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
    // the round's shot lock, held to the commit: the next sequence, unless the close job got there first
    const counter = await trx
      .insertInto('yeekee_rounds')
      .values({ round_id: round.id, shot_count: 1, secret_hash: yeekeeCommitment(ctx, round.id) })
      .onConflict((oc) =>
        oc
          .column('round_id')
          .doUpdateSet((eb) => ({ shot_count: eb('yeekee_rounds.shot_count', '+', 1) }))
          .where('yeekee_rounds.shots_closed_at', 'is', null),
      )
      .returning('shot_count')
      .executeTakeFirst();
    if (!counter)
      throw new AppError(
        ErrorCode.ROUND_CLOSED,
        `yeekee round ${round.id} (no. ${round.round_no}) is closed: no shot`,
        {
          round_id: String(round.id),
        },
      );
    const now = ctx.clock.now();
    refuseOutsideWindow(round, now);
    const row = {
      round_id: round.id,
      seq: counter.shot_count,
      user_id: input.userId,
      number: input.number,
      shot_at: now,
    };
    await trx.insertInto('yeekee_shots').values(row).execute();
    const withShooter = { ...row, customer_code: player.customer_code };
    await publishToChannel(
      ctx,
      {
        channel: yeekeeRoundChannel(round.id),
        message: { type: YEEKEE_LIVE_EVENTS.shot, data: toShotData(withShooter, false) },
      },
      trx,
    );
    return toShotData(withShooter, true);
  });
}
