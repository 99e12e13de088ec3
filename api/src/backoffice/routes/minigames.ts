/**
 * Ops' mini-game settings (docs/game-rules.md "Mini-games"): `GET/PUT backoffice/minigames/{game}` (cointossing,
 * paoyingchub): the multiplier per win, the stake limits, the largest payout of a slip, and closing the game.
 * Every ops role reads, operators write; the change is audited in the use case (`minigame.settings.set`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { miniGameSettingsView, readMiniGameSettings } from '../../minigames/minigame-settings';
import { setMiniGameSettings } from '../../minigames/set-minigame-settings';
import { streakGame } from '../../minigames/streak-game';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeMinigames;

export function backofficeMiniGameRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
    const route = contractRoutes(app, { tags: ['backoffice'], guard: ops });
    route(
      wire.getBackofficeMinigamesByGame,
      { summary: "A mini-game's settings: multiplier, stake limits, largest payout (baht), closed, and the defaults" },
      async (req) => {
        const game = streakGame(req.params.game);
        return miniGameSettingsView(game, await readMiniGameSettings(ctx.db, ctx.config, game));
      },
    );
    route(
      wire.putBackofficeMinigamesByGame,
      {
        summary:
          "Change a mini-game's settings for new slips ({multiplier: 1.9, max_bet: 200, is_closed: true}); null = back to the default",
        audit: auditInUseCase('minigame.settings.set'),
        code: SuccessCode.UPDATED,
      },
      async (req) => {
        const game = streakGame(req.params.game);
        const set = await setMiniGameSettings(ctx, auditActorOf(req), game, req.body);
        return set;
      },
    );
  };
}
