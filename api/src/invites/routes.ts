/** /api/v1/invites/*: the player's friend-invite page data (docs/product.md "Friend invite"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitesMeData } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { getMyInvites } from './get-my-invites';

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invites/me',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['invites'],
          summary:
            'The player’s referral code and invite link path, the invited players (masked) and the commission earned (baht)',
          security: bearerSecurity,
          response: responses(invitesMeData),
        },
      },
      async (req, reply) => sendOk(reply, await getMyInvites(ctx, currentUser(req).userId)),
    );
  };
}
