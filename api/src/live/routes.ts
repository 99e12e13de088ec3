/**
 * /api/v1/live/token: the live layer's door in our JSON API (issue 8). The PubNub-compatible gateway itself
 * is registered under LIVE_ORIGIN_PATH by live/gateway-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity } from '../http/reply';
import { issueLiveToken } from './issue-live-token';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.live;

export function liveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const player = requireUser(ctx);
  return async (app) => {
    const route = contractRoutes(app, {
      tags: ['live'],
      // a Bearer token must be a valid player session (401 otherwise); without one the caller is a visitor
      guard: async (request, reply) => {
        if (request.headers.authorization !== undefined) await player.call(app, request, reply);
      },
    });
    route(
      wire.postLiveToken,
      {
        summary:
          'A live token for the PubNub SDK (origin = this host + origin_path): players read channel-public, system and their own channel and write channel-public; visitors (no Authorization) read channel-public and system',
        security: bearerSecurity,
        rateLimit: rateLimits(ctx.config).liveToken,
      },
      (req) => issueLiveToken(ctx, req.user ? { userId: req.user.userId, sessionId: req.user.sessionId } : null),
    );
  };
}
