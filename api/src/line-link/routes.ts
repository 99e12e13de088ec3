/** /api/v1/users/user/line/*: messaging-app (LINE) linking (docs/product.md "Messaging-app linking"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { applyLineWebhook } from './apply-line-webhook';
import { connectLineAccount } from './connect-line-account';
import { disconnectLineAccount } from './disconnect-line-account';
import { startLineLink } from './start-line-link';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.lineLink;

export function lineLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = rateLimits(ctx.config).lineLink;
    const route = contractRoutes(app, { tags: ['users'], guard: requireUser(ctx) });
    route(
      wire.postUsersUserLineAuthorize,
      {
        summary:
          "Start LINE linking (/connect): the authorization URL with state, nonce and PKCE for redirect_uri (the shell's /callback); 503 E10503 when LINE Login is off or away",
        rateLimit,
      },
      (req) => startLineLink(ctx, currentUser(req).userId, req.body.redirect_uri),
    );
    route(
      wire.postUsersUserLineConnect,
      {
        summary:
          'Finish LINE linking (/callback) with the code and state LINE returned; E10000 naming state/redirect_uri/code, E20022 LINE_USER_ID_CONFLICT, E10006 LINE_USER_NO_FRIEND_SHIP',
        rateLimit,
      },
      (req) => connectLineAccount(ctx, currentUser(req).userId, req.body),
    );
    route(
      wire.deleteUsersUserLineConnect,
      {
        summary: "Unlink the player's LINE account (empty body; unlinking twice is fine)",
        rateLimit,
        code: SuccessCode.DELETED,
      },
      (req) => disconnectLineAccount(ctx, currentUser(req).userId),
    );

    // LINE signs the raw bytes: a child context keeps its JSON bodies as text (the routes above parse as usual)
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      const hookRoute = contractRoutes(hook, { tags: ['users'] });
      hookRoute(
        wire.postLineWebhook,
        {
          summary:
            "LINE Messaging API webhook (x-line-signature): unfollow makes the player's link LINE_BANNED, follow CONNECTED; 401 E10401 for a bad signature",
        },
        (req) =>
          applyLineWebhook(
            ctx,
            typeof req.body === 'string' ? req.body : '',
            String(req.headers['x-line-signature'] ?? ''),
          ),
      );
    });
  };
}
