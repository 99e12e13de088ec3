/** /api/v1/users/*. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProfileData } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { getProfile } from './get-profile';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/info/me',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: 'The player profile',
          security: bearerSecurity,
          response: responses(userProfileData),
        },
      },
      async (req, reply) => sendOk(reply, await getProfile(ctx, currentUser(req).userId)),
    );
  };
}
