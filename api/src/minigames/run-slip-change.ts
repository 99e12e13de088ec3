/**
 * The frame of every change to a player's open slip (a call, a cash-out): one transaction under the player's
 * game lock, the open slip locked FOR UPDATE, so concurrent PATCHes on one slip run one after another and a
 * payout can happen once. With an Idempotency-Key the answer is stored with the change and a retry of the same
 * key replays it instead of calling again (a lost response never plays a second step).
 */
import type { StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { runIdempotent, type StoredResponse } from '../wallet/idempotency';
import type { SlipRow } from './slip-view';
import { lockPlayerGame, type StreakGameInfo } from './streak-game';

export interface SlipChangeInput {
  userId: number;
  game: StreakGameInfo;
  /** The optional Idempotency-Key header of the PATCH. */
  idempotencyKey: string | undefined;
  requestHash: string;
}

export async function runSlipChange(
  ctx: AppContext,
  input: SlipChangeInput,
  change: (trx: Trx, open: SlipRow | undefined, now: Date) => Promise<StreakSlipData>,
): Promise<StoredResponse<StreakSlipData>> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const run = async () => {
      await lockPlayerGame(trx, input.game, input.userId);
      const open = await trx
        .selectFrom('minigame_slips')
        .selectAll()
        .where('user_id', '=', input.userId)
        .where('game_code', '=', input.game.code)
        .where('status', '=', 'OPEN')
        .forUpdate()
        .executeTakeFirst();
      return { statusCode: 200, body: await change(trx, open, now) };
    };
    if (!input.idempotencyKey) return { ...(await run()), replayed: false };
    return runIdempotent(
      trx,
      {
        scope: `minigame.step.${input.game.code}`,
        ownerId: input.userId,
        key: input.idempotencyKey,
        requestHash: input.requestHash,
        at: now,
      },
      run,
    );
  });
}
