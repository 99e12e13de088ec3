/**
 * POST /api/v1/users/self-exclusion (self-exclude.ts): player protection on the wire (issue 12), here because the
 * exclusion returns the player's money through the wallet and the mini-games, domains above player-protection/
 * (ARCHITECTURE.md "Domain order").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { clientIp } from '../http/rate-limit';
import { contractRoutes } from '../http/contract-route';
import { selfExclude } from './self-exclude';

/** The route is in the player-protection group of the wire contract (its path is /users/self-exclusion). */
const wire = routeTable.playerProtection;

export function selfExclusionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['player protection'], guard: requireUser(ctx) });
    route(
      wire.postUsersSelfExclusion,
      {
        summary:
          'Self-exclude for 6M, 1Y or 5Y (PIN again): at once, every session revoked, cannot be shortened or lifted',
      },
      (req) => selfExclude(ctx, { userId: currentUser(req).userId, ...req.body }, { ip: clientIp(req) }),
    );
  };
}
