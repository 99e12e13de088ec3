/** /api/v1/users/user/line/*: messaging-app (LINE) linking (docs/product.md "Messaging-app linking"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SuccessCode,
  lineAuthorizeBody,
  lineAuthorizeData,
  lineConnectBody,
  lineConnectData,
  lineDisconnectData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { z } from 'zod';
import { applyLineWebhook } from './apply-line-webhook';
import { connectLineAccount } from './connect-line-account';
import { disconnectLineAccount } from './disconnect-line-account';
import { startLineLink } from './start-line-link';

export function lineLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = rateLimits(ctx.config).lineLink;
    app.post(
      '/users/user/line/authorize',
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: {
          tags: ['users'],
          summary:
            "Start LINE linking (/connect): the authorization URL with state, nonce and PKCE for redirect_uri (the shell's /callback); 503 E10503 when LINE Login is off or away",
          security: bearerSecurity,
          body: lineAuthorizeBody,
          response: responses(lineAuthorizeData),
        },
      },
      async (req, reply) => sendOk(reply, await startLineLink(ctx, currentUser(req).userId, req.body.redirect_uri)),
    );
    app.post(
      '/users/user/line/connect',
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: {
          tags: ['users'],
          summary:
            'Finish LINE linking (/callback) with the code and state LINE returned; E10000 naming state/redirect_uri/code, E20022 LINE_USER_ID_CONFLICT, E10006 LINE_USER_NO_FRIEND_SHIP',
          security: bearerSecurity,
          body: lineConnectBody,
          response: responses(lineConnectData),
        },
      },
      async (req, reply) => sendOk(reply, await connectLineAccount(ctx, currentUser(req).userId, req.body)),
    );
    app.delete(
      '/users/user/line/connect',
      {
        onRequest: requireUser(ctx),
        config: { rateLimit },
        schema: {
          tags: ['users'],
          summary: "Unlink the player's LINE account (empty body; unlinking twice is fine)",
          security: bearerSecurity,
          response: responses(lineDisconnectData),
        },
      },
      async (req, reply) =>
        sendOk(reply, await disconnectLineAccount(ctx, currentUser(req).userId), 200, SuccessCode.DELETED),
    );

    // LINE signs the raw bytes: a child context keeps its JSON bodies as text (the routes above parse as usual)
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hook.post(
        '/line/webhook',
        {
          schema: {
            tags: ['users'],
            summary:
              "LINE Messaging API webhook (x-line-signature): unfollow makes the player's link LINE_BANNED, follow CONNECTED; 401 E10401 for a bad signature",
            headers: z.looseObject({ 'x-line-signature': z.string().max(200).optional() }),
            response: responses(z.object({ changed: z.number().int() })),
          },
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
