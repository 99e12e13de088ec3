/**
 * The mini-games' player routes (docs/game-rules.md "Mini-games"; the spec's paoyingchub calls), the same set for
 * coin toss under `/cointossing/...` and rock-paper-scissors under `/paoyingchub/...`: current-bet-slip, bet
 * (POST stakes, PATCH calls or cashes out), day-bet-slip, bet-slip/{id} (GET, PUT remark; the spec's {slipId}), bet-slip-exist,
 * and the fairness calls: seed (GET, PUT client seed), seed/rotate. Public: close-status and revealed-seeds.
 * Ops' settings are in backoffice/routes/minigames.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { sendOk, sendStored } from '../http/reply';
import { requestFingerprint } from '../wallet/idempotency';
import { cashOut } from './cash-out';
import { closeStatus } from './close-status';
import { getCurrentSlip } from './get-current-slip';
import { getSeed } from './get-seed';
import { getSlip } from './get-slip';
import { listDaySlips } from './list-day-slips';
import { listRevealedSeeds } from './list-revealed-seeds';
import { playSlipStep } from './play-step';
import { rotateSeed } from './rotate-seed';
import { setClientSeed } from './set-client-seed';
import { setSlipRemark } from './set-remark';
import { slipExists } from './slip-exists';
import { startSlip } from './start-slip';
import { STREAK_GAME_INFOS } from './streak-game';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.minigames;

export function minigameRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of STREAK_GAME_INFOS) {
      const name = game.slug === 'cointossing' ? 'coin toss' : 'rock-paper-scissors';
      const player = requireUser(ctx);
      const route = contractRoutes(app, { tags: ['minigames'], game: { slug: game.slug } });
      route(
        wire.getSlugCurrentBetSlip,
        {
          guard: player,
          summary: `${game.code}: the player's open ${name} slip (server seed hidden), or null`,
        },
        (req) => getCurrentSlip(ctx, currentUser(req).userId, game),
      );
      route(
        wire.postSlugBet,
        {
          guard: player,
          summary: `${game.code}: stake a ${name} streak slip (total_bet baht; key = a fresh id per bet, replayed = the same slip; E20024 a slip is open, P2R202 short, E10000 is_use_coin)`,
          rateLimit: rateLimits(ctx.config).bet,
        },
        async (req, reply) =>
          sendStored(
            reply,
            await startSlip(ctx, {
              userId: currentUser(req).userId,
              game,
              stakeSatang: req.body.total_bet,
              isUseCoin: req.body.is_use_coin,
              remark: req.body.remark,
              key: req.body.key,
              requestHash: requestFingerprint(req.body),
            }),
          ),
      );
      const step = game.slug === 'cointossing' ? wire.patchCointossingBet : wire.patchPaoyingchubBet;
      route(
        step,
        {
          guard: player,
          summary:
            game.slug === 'cointossing'
              ? 'CT: call the coin of the open slip ({guess: HEAD|TAIL}) or cash out ({is_end: true}, paid once); optional Idempotency-Key'
              : 'PYC: throw a hand against the house ({guess: ROCK|PAPER|SCISSORS}; a draw replays) or cash out ({is_end: true}, paid once); optional Idempotency-Key',
        },
        async (req, reply) => {
          const input = {
            userId: currentUser(req).userId,
            game,
            idempotencyKey: req.headers['idempotency-key'],
            requestHash: requestFingerprint(req.body),
          };
          const result =
            req.body.is_end === true
              ? await cashOut(ctx, input)
              : await playSlipStep(ctx, { ...input, guess: req.body.guess! });
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          return sendOk(reply, result.body, 200, SuccessCode.UPDATED);
        },
      );
      route(
        wire.getSlugDayBetSlip,
        {
          guard: player,
          summary: `${game.code}: the player's slips of duration_day Bangkok days ending skip_day days ago (default today)`,
        },
        (req) => listDaySlips(ctx, currentUser(req).userId, game, req.query),
      );
      route(
        wire.getSlugBetSlipById,
        {
          guard: player,
          summary: `${game.code}: one of the player's slips with its calls and, once ended, its revealed server seed`,
        },
        (req) => getSlip(ctx, currentUser(req).userId, game, req.params.id),
      );
      route(
        wire.putSlugBetSlipById,
        {
          guard: player,
          summary: `${game.code}: set the remark of one of the player's slips`,
          code: SuccessCode.UPDATED,
        },
        (req) => setSlipRemark(ctx, currentUser(req).userId, game, req.params.id, req.body.remark),
      );
      route(
        wire.getSlugBetSlipExist,
        {
          guard: player,
          summary: `${game.code}: whether the player has a slip open, and its id`,
        },
        (req) => slipExists(ctx, currentUser(req).userId, game),
      );
      route(
        wire.getSlugCloseStatus,
        {
          summary: `${game.code}: whether new slips are taken (reason GAME, UNDER_CONSTRUCTION or OPS) and the limits in force`,
        },
        () => closeStatus(ctx, game),
      );
      route(
        wire.getSlugSeed,
        {
          guard: player,
          summary: `${game.code}: the player's seed pair for the next slip: the server seed's SHA-256 commitment, the client seed, the nonce`,
        },
        (req) => getSeed(ctx, currentUser(req).userId, game),
      );
      route(
        wire.putSlugSeed,
        {
          guard: player,
          summary: `${game.code}: set the player's client seed for the next slips (E10409 while a slip is open)`,
          code: SuccessCode.UPDATED,
        },
        (req) => setClientSeed(ctx, currentUser(req).userId, game, req.body.client_seed),
      );
      route(
        wire.postSlugSeedRotate,
        {
          guard: player,
          summary: `${game.code}: reveal the current server seed and draw a new pair (E10409 while a slip is open)`,
          code: SuccessCode.UPDATED,
        },
        (req) => rotateSeed(ctx, currentUser(req).userId, game),
      );
      route(
        wire.getSlugRevealedSeeds,
        {
          summary: `${game.code}: revealed server seeds with their commitments, newest first (?commitment= for one)`,
        },
        (req) => listRevealedSeeds(ctx, game, req.query),
      );
    }
  };
}
