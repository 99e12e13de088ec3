/** /api/v1/users/user/line/*: messaging-app (LINE) linking (docs/product.md "Messaging-app linking"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, sendOk } from '../http/reply';
import { applyLineWebhook } from './apply-line-webhook';
import { connectLineAccount } from './connect-line-account';
import { disconnectLineAccount } from './disconnect-line-account';
import { startLineLink } from './start-line-link';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.lineLink;

export function lineLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = rateLimits(ctx.config).lineLink;
    app.post(
      wire.postUsersUserLineAuthorize.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: routeSchema(wire.postUsersUserLineAuthorize, {
          tags: ['users'],
          summary:
            "Start LINE linking (/connect): the authorization URL with state, nonce and PKCE for redirect_uri (the shell's /callback); 503 E10503 when LINE Login is off or away",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await startLineLink(ctx, currentUser(req).userId, req.body.redirect_uri)),
    );
    app.post(
      wire.postUsersUserLineConnect.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: routeSchema(wire.postUsersUserLineConnect, {
          tags: ['users'],
          summary:
            'Finish LINE linking (/callback) with the code and state LINE returned; E10000 naming state/redirect_uri/code, E20022 LINE_USER_ID_CONFLICT, E10006 LINE_USER_NO_FRIEND_SHIP',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await connectLineAccount(ctx, currentUser(req).userId, req.body)),
    );
    app.delete(
      wire.deleteUsersUserLineConnect.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: routeSchema(wire.deleteUsersUserLineConnect, {
          tags: ['users'],
          summary: "Unlink the player's LINE account (empty body; unlinking twice is fine)",
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await disconnectLineAccount(ctx, currentUser(req).userId), 200, SuccessCode.DELETED),
    );

    // LINE signs the raw bytes: a child context keeps its JSON bodies as text (the routes above parse as usual)
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hook.post(
        wire.postLineWebhook.path,
        {
          schema: routeSchema(wire.postLineWebhook, {
            tags: ['users'],
            summary:
              "LINE Messaging API webhook (x-line-signature): unfollow makes the player's link LINE_BANNED, follow CONNECTED; 401 E10401 for a bad signature",
          }),
        },
        async (req, reply) =>
          sendOk(
            reply,
            await applyLineWebhook(
              ctx,
              typeof req.body === 'string' ? req.body : '',
              String(req.headers['x-line-signature'] ?? ''),
            ),
          ),
      );
    });
  };
}
