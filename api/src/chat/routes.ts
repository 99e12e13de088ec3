/**
 * The community chat's player routes (issue 8): `GET chat/profile` (how the room names the player, and their
 * ban), `PUT chat/profile` (choose the display name, issue 11) and `POST chat/reports` (report a message to ops). The messages themselves travel over the live
 * gateway (live/); ops' routes are in backoffice/routes/chat.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, sendOk } from '../http/reply';
import { getChatProfile } from './get-chat-profile';
import { reportChatMessage } from './report-chat-message';
import { setChatDisplayName } from './set-chat-display-name';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.chat;

export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getChatProfile.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getChatProfile, {
          tags: ['chat'],
          summary:
            'The player in the chat: display name (masked customer code), user_uid, and the chat ban (is_banned, banned_until, count_down seconds)',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getChatProfile(ctx, currentUser(req).userId)),
    );
    app.put(
      wire.putChatProfile.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).chat },
        schema: routeSchema(wire.putChatProfile, {
          tags: ['chat'],
          summary:
            'Choose the chat display name: 2-20 characters, trimmed, no links, contacts, phone numbers or impolite words (E10000); taken by another player ignoring case → 409 E20028',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await setChatDisplayName(ctx, currentUser(req).userId, req.body), 200, SuccessCode.UPDATED),
    );
    app.post(
      wire.postChatReports.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).chat },
        schema: routeSchema(wire.postChatReports, {
          tags: ['chat'],
          summary:
            'Report a message of channel-public to ops (once per player and message; not your own or the site’s announcements)',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await reportChatMessage(ctx, currentUser(req).userId, req.body), 201, SuccessCode.CREATED),
    );
  };
}
