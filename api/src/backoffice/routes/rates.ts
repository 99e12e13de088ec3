/**
 * Ops' payout rates and stake limits per game and bet kind (issue 10 ops console): `GET/PUT backoffice/rates/{game}`
 * and `GET backoffice/rates/{game}/history`. Every ops role reads, operators write (requireOps' default by method,
 * as the exposure caps and the cancel fee); the PUT is audited in its use case with a history row per kind.
 * Players' `GET {family}/rate/{type}` is in draw-games/rates/routes.ts; the use cases stay in draw-games/rates/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { opsActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { gameRatesView } from '../../draw-games/rates/game-rates-view';
import { listGameRateHistory } from '../../draw-games/rates/list-game-rate-history';
import { setGameRates } from '../../draw-games/rates/set-game-rates';
import { engineGameByCode } from '../../draw-games/rounds/draw-games';
import { requireOps } from '../../http/auth-guard';
import { sendOk } from '../../http/reply';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeRates;

export function backofficeRateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
    const route = contractRoutes(app, { tags: ['backoffice'], guard: ops });
    route(
      wire.getBackofficeRatesByGame,
      {
        summary:
          "A game's payout rates (baht per baht) and stake limits (baht) per kind: in force, ops' override (null = the default) and the default",
      },
      (req) => gameRatesView(ctx.db, engineGameByCode(req.params.game)),
    );
    route(
      wire.putBackofficeRatesByGame,
      {
        summary:
          "Set a game's rates and stake limits by kind ({kinds: {THREE_TOP: {rate: 850, max_amount: 500}}, reason}); null = back to the default, fields and kinds not named keep theirs. 200: applied. 202: a value leaves the band around the catalogue default (rate outside OPS_CHANGE_BAND_MIN-MAX ×, a stake limit above MAX ×): nothing applied, the change waits for a second operator (`pending_change`; backoffice/setting-changes); 409 while another change of the game's rates waits",
        audit: auditInUseCase('game_rates.set'),
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        const { view, pending } = await setGameRates(ctx, opsActorOf(req), game, req.body);
        return pending
          ? sendOk(reply, { ...view, pending_change: pending }, 202, SuccessCode.CREATED)
          : sendOk(reply, view, 200, SuccessCode.UPDATED);
      },
    );
    route(
      wire.getBackofficeRatesByGameHistory,
      { summary: "The changes of a game's rates and stake limits, newest first (?limit=, default 50)" },
      (req) => listGameRateHistory(ctx.db, engineGameByCode(req.params.game), req.query.limit),
    );
  };
}
