/**
 * POST {game}/bet {is_use_coin, total_bet, remark, key}: stakes a streak slip (docs/game-rules.md "Mini-games"),
 * in ONE transaction: claim `key` (the same key again returns that slip and stakes nothing; another body with
 * it → 409 E10409), refuse while games or this game are closed (417 E10006), check the stake against the
 * game's limits (400 E10000), take the player's game lock, refuse a second open slip (409 E20024 with its
 * `slip_id`), check the player's loss limits (422 E40002), move the stake player → house through the ledger
 * keyed by the slip id (422 P2R202 when short), and write the slip (id = CT/PYC + sequence) on the player's
 * seed pair with the multiplier and payout cap in force. `total_bet` is satang here.
 *
 * `is_use_coin: true` is refused (400 E10000): the wallet has no balance of free coins to stake.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, nextPayoutSatang, satangToBaht, type StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import { assertStakeAllowed } from '../player-protection/assert-stake-allowed';
import { assertServiceOpen } from '../system/assert-service-open';
import { playerAccountId, houseAccountId } from '../wallet/accounts';
import { runIdempotent, type StoredResponse } from '../wallet/idempotency';
import { postLedgerTransfer, transferLegs } from '../wallet/post-ledger-transfer';
import { readMiniGameSettings } from './minigame-settings';
import { activeSeedPair } from './seed-pair';
import { slipView } from './slip-view';
import { findOpenSlip } from './find-open-slip';
import { lockPlayerGame, type StreakGameInfo } from './streak-game';

export interface StartSlipInput {
  userId: number;
  game: StreakGameInfo;
  stakeSatang: number;
  isUseCoin: boolean;
  remark: string;
  key: string;
  requestHash: string;
}

export async function startSlip(ctx: AppContext, input: StartSlipInput): Promise<StoredResponse<StreakSlipData>> {
  const { game, userId } = input;
  if (input.isUseCoin)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'is_use_coin: free coins are not offered (the wallet has no coin balance): stake money with is_use_coin false',
      [{ path: 'is_use_coin', message: 'free coins are not offered: send false' }],
    );
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    return runIdempotent(
      trx,
      { scope: `minigame.bet.${game.code}`, ownerId: userId, key: input.key, requestHash: input.requestHash, at: now },
      async () => {
        await assertServiceOpen(trx, 'GAME');
        const settings = await readMiniGameSettings(trx, ctx.config, game);
        if (settings.isClosed)
          throw new AppError(ErrorCode.EXPECTATION_FAILED, `${game.slug} is closed by ops: no new slips`, {
            system_status: 'GAME',
          });
        const stake = input.stakeSatang;
        if (stake < settings.minBetSatang || stake > settings.maxBetSatang)
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            `total_bet must be ${satangToBaht(settings.minBetSatang)}-${satangToBaht(settings.maxBetSatang)} baht`,
            [{ path: 'total_bet', message: 'outside the stake limits' }],
          );
        if (nextPayoutSatang(stake, settings.multiplierX100) > settings.maxPayoutSatang)
          throw new AppError(
            ErrorCode.TRANSACTION_REACHED_MAXIMUM,
            `one win of ${satangToBaht(stake)} baht would pass the largest payout (${satangToBaht(settings.maxPayoutSatang)} baht)`,
          );

        await lockPlayerGame(trx, game, userId);
        const open = await findOpenSlip(trx, game, userId);
        if (open)
          throw new AppError(
            ErrorCode.DUPLICATE_BET_SLIP,
            `slip ${open.slip_code} is still open: call it or cash it out (PATCH ${game.slug}/bet) before staking again`,
            { slip_id: open.slip_code },
          );
        const seed = await activeSeedPair(trx, game, userId, now);
        // lock order as in the draw games: the player's lock, the protection row, the accounts last
        await assertStakeAllowed(trx, { userId, stakeSatang: stake, now });
        const seq = await sql<{ n: number }>`select nextval('minigame_slip_seq')::bigint as n`.execute(trx);
        const code = `${game.code}${String(Number(seq.rows[0]!.n)).padStart(8, '0')}`;
        const posted = await postLedgerTransfer(trx, {
          kind: 'BET',
          memo: `${game.slug} ${code}`,
          userId,
          idempotencyScope: 'minigame.bet',
          idempotencyKey: code,
          legs: transferLegs(await playerAccountId(trx, userId), await houseAccountId(trx, userId), stake),
          at: now,
        });
        const slip = await trx
          .insertInto('minigame_slips')
          .values({
            slip_code: code,
            user_id: userId,
            game_code: game.code,
            seed_id: seed.id,
            nonce: seed.slips_played,
            client_seed: seed.client_seed,
            stake_satang: stake,
            multiplier_x100: settings.multiplierX100,
            max_payout_satang: settings.maxPayoutSatang,
            payout_satang: stake,
            remark: input.remark,
            stake_transfer_id: posted.transferId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('minigame_seeds')
          .set((eb) => ({ slips_played: eb('slips_played', '+', 1) }))
          .where('id', '=', seed.id)
          .execute();
        return { statusCode: 201, body: await slipView(trx, slip) };
      },
    );
  });
  if (!result.replayed) return result;
  // a replayed key answers the same slip as it stands now (it may have been played since)
  const row = await ctx.db
    .selectFrom('minigame_slips')
    .selectAll()
    .where('slip_code', '=', result.body.slip_id)
    .executeTakeFirst();
  return row ? { ...result, body: await slipView(ctx.db, row) } : result;
}
