/**
 * The mini-games' player routes (docs/game-rules.md "Mini-games"; the spec's paoyingchub calls), the same set for
 * coin toss under `/cointossing/...` and rock-paper-scissors under `/paoyingchub/...`: current-bet-slip, bet
 * (POST stakes, PATCH calls or cashes out), day-bet-slip, bet-slip/{id} (GET, PUT remark; the spec's {slipId}), bet-slip-exist,
 * and the fairness calls: seed (GET, PUT client seed), seed/rotate. Public: close-status and revealed-seeds.
 * Ops' settings are in backoffice/routes/minigames.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable, gamePath } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, sendOk } from '../http/reply';
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
import { routeSchema } from '../http/contract-route';

const wire = routeTable.minigames;

export function minigameRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of STREAK_GAME_INFOS) {
      const auth = { onRequest: requireUser(ctx) };
      const meta = { tags: ['minigames'], security: bearerSecurity };
      const name = game.slug === 'cointossing' ? 'coin toss' : 'rock-paper-scissors';
      app.get(
        gamePath(wire.getSlugCurrentBetSlip, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.getSlugCurrentBetSlip, {
            ...meta,
            summary: `${game.code}: the player's open ${name} slip (server seed hidden), or null`,
          }),
        },
        async (req, reply) => sendOk(reply, await getCurrentSlip(ctx, currentUser(req).userId, game)),
      );
      app.post(
        gamePath(wire.postSlugBet, { slug: game.slug }),
        {
          ...auth,
          config: { rateLimit: rateLimits(ctx.config).bet },
          schema: routeSchema(wire.postSlugBet, {
            ...meta,
            summary: `${game.code}: stake a ${name} streak slip (total_bet baht; key = a fresh id per bet, replayed = the same slip; E20024 a slip is open, P2R202 short, E10000 is_use_coin)`,
          }),
        },
        async (req, reply) => {
          const result = await startSlip(ctx, {
            userId: currentUser(req).userId,
            game,
            stakeSatang: req.body.total_bet,
            isUseCoin: req.body.is_use_coin,
            remark: req.body.remark,
            key: req.body.key,
            requestHash: requestFingerprint(req.body),
          });
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
        },
      );
      const step = game.slug === 'cointossing' ? wire.patchCointossingBet : wire.patchPaoyingchubBet;
      app.patch(
        step.path,
        {
          ...auth,
          schema: routeSchema(step, {
            ...meta,
            summary:
              game.slug === 'cointossing'
                ? 'CT: call the coin of the open slip ({guess: HEAD|TAIL}) or cash out ({is_end: true}, paid once); optional Idempotency-Key'
                : 'PYC: throw a hand against the house ({guess: ROCK|PAPER|SCISSORS}; a draw replays) or cash out ({is_end: true}, paid once); optional Idempotency-Key',
          }),
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
      app.get(
        gamePath(wire.getSlugDayBetSlip, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.getSlugDayBetSlip, {
            ...meta,
            summary: `${game.code}: the player's slips of duration_day Bangkok days ending skip_day days ago (default today)`,
          }),
        },
        async (req, reply) => sendOk(reply, await listDaySlips(ctx, currentUser(req).userId, game, req.query)),
      );
      app.get(
        gamePath(wire.getSlugBetSlipById, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.getSlugBetSlipById, {
            ...meta,
            summary: `${game.code}: one of the player's slips with its calls and, once ended, its revealed server seed`,
          }),
        },
        async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, game, req.params.id)),
      );
      app.put(
        gamePath(wire.putSlugBetSlipById, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.putSlugBetSlipById, {
            ...meta,
            summary: `${game.code}: set the remark of one of the player's slips`,
          }),
        },
        async (req, reply) =>
          sendOk(
            reply,
            await setSlipRemark(ctx, currentUser(req).userId, game, req.params.id, req.body.remark),
            200,
            SuccessCode.UPDATED,
          ),
      );
      app.get(
        gamePath(wire.getSlugBetSlipExist, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.getSlugBetSlipExist, {
            ...meta,
            summary: `${game.code}: whether the player has a slip open, and its id`,
          }),
        },
        async (req, reply) => sendOk(reply, await slipExists(ctx, currentUser(req).userId, game)),
      );
      app.get(
        gamePath(wire.getSlugCloseStatus, { slug: game.slug }),
        {
          schema: routeSchema(wire.getSlugCloseStatus, {
            tags: ['minigames'],
            summary: `${game.code}: whether new slips are taken (reason GAME, UNDER_CONSTRUCTION or OPS) and the limits in force`,
          }),
        },
        async (_req, reply) => sendOk(reply, await closeStatus(ctx, game)),
      );
      app.get(
        gamePath(wire.getSlugSeed, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.getSlugSeed, {
            ...meta,
            summary: `${game.code}: the player's seed pair for the next slip: the server seed's SHA-256 commitment, the client seed, the nonce`,
          }),
        },
        async (req, reply) => sendOk(reply, await getSeed(ctx, currentUser(req).userId, game)),
      );
      app.put(
        gamePath(wire.putSlugSeed, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.putSlugSeed, {
            ...meta,
            summary: `${game.code}: set the player's client seed for the next slips (E10409 while a slip is open)`,
          }),
        },
        async (req, reply) =>
          sendOk(
            reply,
            await setClientSeed(ctx, currentUser(req).userId, game, req.body.client_seed),
            200,
            SuccessCode.UPDATED,
          ),
      );
      app.post(
        gamePath(wire.postSlugSeedRotate, { slug: game.slug }),
        {
          ...auth,
          schema: routeSchema(wire.postSlugSeedRotate, {
            ...meta,
            summary: `${game.code}: reveal the current server seed and draw a new pair (E10409 while a slip is open)`,
          }),
        },
        async (req, reply) =>
          sendOk(reply, await rotateSeed(ctx, currentUser(req).userId, game), 200, SuccessCode.UPDATED),
      );
      app.get(
        gamePath(wire.getSlugRevealedSeeds, { slug: game.slug }),
        {
          schema: routeSchema(wire.getSlugRevealedSeeds, {
            tags: ['minigames'],
            summary: `${game.code}: revealed server seeds with their commitments, newest first (?commitment= for one)`,
          }),
        },
        async (req, reply) => sendOk(reply, await listRevealedSeeds(ctx, game, req.query)),
      );
    }
  };
}
