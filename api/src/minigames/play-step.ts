/**
 * PATCH {game}/bet {guess}: one call of the player's open slip (docs/game-rules.md "Mini-games", "Provable
 * fairness"). The outcome comes from the shared `playStep` (HMAC-SHA256 of the slip's server seed over
 * `${clientSeed}:${nonce}:${step}`): a win multiplies the running payout by the slip's multiplier (floored to
 * satang) and is cashed out at once when another win would pass the slip's largest payout; a loss ends the
 * slip with nothing; a rock-paper-scissors draw replays (it is a step: the next call reads the next step).
 * A slip that ends reveals its seed. 404 E10001 without an open slip; 417 E10006 while games or the game are
 * closed (a cash-out stays possible).
 */
import { AppError, ErrorCode, nextPayoutSatang, playStep as drawStep, type StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import { assertServiceOpen } from '../system/assert-service-open';
import type { StoredResponse } from '../wallet/idempotency';
import { endSlip } from './end-slip';
import { readMiniGameSettings } from './minigame-settings';
import { payOutSlip } from './pay-out-slip';
import { runSlipChange, type SlipChangeInput } from './run-slip-change';
import { slipView } from './slip-view';

export async function playSlipStep(
  ctx: AppContext,
  input: SlipChangeInput & { guess: string },
): Promise<StoredResponse<StreakSlipData>> {
  const { game } = input;
  return runSlipChange(ctx, input, async (trx, open, now) => {
    if (!open)
      throw new AppError(ErrorCode.NOT_FOUND, `no open ${game.slug} slip: stake first (POST ${game.slug}/bet)`);
    await assertServiceOpen(trx, 'GAME');
    if ((await readMiniGameSettings(trx, ctx.config, game)).isClosed)
      throw new AppError(ErrorCode.EXPECTATION_FAILED, `${game.slug} is closed by ops: cash out (is_end: true)`, {
        system_status: 'GAME',
      });
    const seed = await trx
      .selectFrom('minigame_seeds')
      .select(['server_seed'])
      .where('id', '=', open.seed_id)
      .executeTakeFirstOrThrow();
    const step = open.steps;
    const { outcome, result } = await drawStep(
      game.slug,
      { serverSeed: seed.server_seed, clientSeed: open.client_seed, nonce: open.nonce },
      step,
      input.guess,
    );
    const payout =
      result === 'WIN'
        ? nextPayoutSatang(open.payout_satang, open.multiplier_x100)
        : result === 'LOSE'
          ? 0
          : open.payout_satang;
    await trx
      .insertInto('minigame_steps')
      .values({
        slip_id: open.id,
        step,
        guess: input.guess,
        outcome,
        result,
        payout_after_satang: payout,
        created_at: now,
      })
      .execute();
    let slip = await trx
      .updateTable('minigame_slips')
      .set({ steps: step + 1, wins: open.wins + (result === 'WIN' ? 1 : 0), payout_satang: payout })
      .where('id', '=', open.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (result === 'LOSE') slip = await endSlip(trx, game, slip, { status: 'LOST' }, now);
    else if (result === 'WIN' && nextPayoutSatang(payout, slip.multiplier_x100) > slip.max_payout_satang)
      slip = await payOutSlip(trx, game, slip, now);
    return slipView(trx, slip);
  });
}
