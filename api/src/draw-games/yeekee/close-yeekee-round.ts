/**
 * The close of a yeekee round (docs/game-rules.md "Yeekee" and "Voids and refunds"), the scheduler's job at the
 * shooting close, inside the caller's transaction and exactly once per round:
 * 1. lock the round FOR UPDATE; a round already resulted, settled or void is left alone ('done'), one whose
 *    shooting is still open too ('not-due');
 * 2. close the shooting: the round's row lock of step 1 waited for every shot still in flight (they hold it FOR
 *    SHARE) and makes every later one find the round done; the shots the sequencer has not numbered yet are
 *    numbered (number-yeekee-shots.ts, under the round's counter lock) and `shots_closed_at` is set;
 * 3. reveal the round's secret (yeekee-secret.ts): derived from the key, checked against the commitment
 *    published before the round opened, stored beside the shots. A secret that does not match its commitment
 *    (the key changed) voids the round (`YEEKEE_SECRET_MISMATCH`): no R may come from a secret nobody saw
 *    committed. A round shot at before secrets existed has no commitment and is computed without one;
 * 4. read every shot in sequence and compute the result with shared-contracts `computeYeekeeResult`, the code
 *    a player's browser runs on the published shots and secret: fewer than 20 shots → the void path
 *    (`voidRoundInTrx`, every pending stake refunded, reason `YEEKEE_FEWER_THAN_20_SHOTS`); otherwise R and
 *    its digits are stored and the round settles through the settlement path every draw game uses
 *    (`settleRoundResultInTrx`);
 * 5. push `yeekee/result` on the round's live channel.
 * Nothing but the shots and the committed secret decides R: no ops entry (check-round-result.ts refuses yeekee
 * rounds), no house shot.
 */
import { AppError, ErrorCode, YEEKEE_LIVE_EVENTS, computeYeekeeResult, yeekeeRoundChannel } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { publishToChannel } from '../../live/publish-to-channel';
import { settleRoundResultInTrx } from '../results/settle-round-result';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { voidRoundInTrx } from '../rounds/void-round';
import { isRoundDone, shootCloseAt, toYeekeeSummary, type YeekeeRawResult } from './yeekee-round-view';
import { numberYeekeeShots } from './number-yeekee-shots';
import { revealYeekeeSecret } from './yeekee-secret';

/** Who the close is recorded as on a void round. */
export const YEEKEE_CLOSER = 'scheduler';
/** The void reason of a round whose secret no longer matches its published commitment (the key changed). */
export const YEEKEE_SECRET_MISMATCH_REASON = 'YEEKEE_SECRET_MISMATCH';

export type YeekeeCloseOutcome = 'resulted' | 'void' | 'not-due' | 'done';

export async function closeYeekeeRoundInTrx(
  ctx: AppContext,
  trx: Trx,
  roundId: number,
  now: Date,
): Promise<YeekeeCloseOutcome> {
  const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
  if (!round || round.game_code !== YEEKEE_GAME.code)
    throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${roundId} does not exist`);
  if (isRoundDone(round)) return 'done';
  if (now < shootCloseAt(round)) return 'not-due';

  // every shot in flight held the round FOR SHARE and has committed by now; later ones will find it done.
  // Number what the sequencer has not yet (same lock), then close the shooting.
  await numberYeekeeShots(ctx, trx, round.id, now);
  const counter = await trx
    .updateTable('yeekee_rounds')
    .set((eb) => ({ shots_closed_at: eb.fn.coalesce('shots_closed_at', eb.val(now)) }))
    .where('round_id', '=', round.id)
    .returning(['shot_count', 'secret_hash'])
    .executeTakeFirstOrThrow();
  const secret = revealYeekeeSecret(ctx, round.id, counter.secret_hash);
  if (secret) await trx.updateTable('yeekee_rounds').set({ secret }).where('round_id', '=', round.id).execute();
  const rows = await trx
    .selectFrom('yeekee_shots')
    .select(['seq', 'number'])
    .where('round_id', '=', round.id)
    .orderBy('seq')
    .execute();
  const shots = rows.map((r) => ({ seq: r.seq!, number: r.number }));
  if (rows.some((r) => r.seq === null) || shots.length !== counter.shot_count)
    throw new Error(`yeekee round ${round.id}: ${shots.length} shots stored for a count of ${counter.shot_count}`);

  const outcome =
    secret === null
      ? ({ status: 'void', reason: YEEKEE_SECRET_MISMATCH_REASON } as const)
      : computeYeekeeResult(shots, secret ?? null);
  if (outcome.status === 'void') {
    await voidRoundInTrx(trx, round.id, outcome.reason, YEEKEE_CLOSER, now);
  } else {
    const raw: YeekeeRawResult = {
      r: outcome.r,
      sum: outcome.sum,
      shot_count: outcome.shotCount,
      subtracted: outcome.subtracted,
      secret_number: outcome.secretNumber,
    };
    await settleRoundResultInTrx(ctx, trx, round, { raw: { ...raw }, digits: outcome.digits }, now);
  }
  const closed = await trx.selectFrom('rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
  await publishToChannel(
    ctx,
    {
      channel: yeekeeRoundChannel(round.id),
      message: {
        type: YEEKEE_LIVE_EVENTS.result,
        data: toYeekeeSummary({ ...closed, secret_hash: counter.secret_hash }, shots.length, now),
      },
    },
    trx,
  );
  return outcome.status;
}
