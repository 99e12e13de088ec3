/**
 * /api/v1/{family}/current-round/{type} for every draw game. Hanoi and Laos normal accept `?is_set=`:
 * true answers their set game's round (set/hanoi, set/lao), false (the default) their own. /api/v1/games/next-rounds:
 * every game's next close at once (list-next-rounds.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { ENGINE_GAMES, setGameOfFamily } from './draw-games';
import { getCurrentRound } from './get-current-round';
import { listNextRounds } from './list-next-rounds';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.drawRounds;

export function roundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      const setGame = type === 'normal' ? setGameOfFamily(family) : undefined;
      const route = contractRoutes(app, { tags: ['games'] });
      route(
        wire.getGameCurrentRound,
        {
          summary: `${game.code}: the round open for bets (409 E20016 closed/awaiting next, 409 E30000 force closed, 404 none)${setGame ? `; ?is_set=true: ${setGame.code}` : ''}`,
          game: game.api,
        },
        (req) => getCurrentRound(ctx, req.query.is_set && setGame ? setGame : game),
      );
    }
    contractRoutes(app, { tags: ['games'] })(
      wire.getNextRounds,
      { summary: "Every game's round taking bets now, else its next one (the home lobby's closes and countdowns)" },
      () => listNextRounds(ctx),
    );
  };
}
