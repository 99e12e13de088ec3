/** /api/v1/invites/*: the player's friend-invite page data (docs/product.md "Friend invite"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, sendOk } from '../http/reply';
import { getMyInvites } from './get-my-invites';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.invites;

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getInvitesMe.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getInvitesMe, {
          tags: ['invites'],
          summary:
            'The player’s referral code and invite link path, the invited players (masked) and the commission earned (baht)',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getMyInvites(ctx, currentUser(req).userId)),
    );
  };
}
