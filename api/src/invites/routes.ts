/** /api/v1/invites/*: the player's friend-invite page data (docs/product.md "Friend invite"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { getMyInvites } from './get-my-invites';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.invites;

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['invites'], guard: requireUser(ctx) });
    route(
      wire.getInvitesMe,
      {
        summary:
          'The player’s referral code and invite link path, the invited players (masked) and the commission earned (baht)',
      },
      (req) => getMyInvites(ctx, currentUser(req).userId),
    );
  };
}
