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
import { getChatProfile } from './get-chat-profile';
import { reportChatMessage } from './report-chat-message';
import { setChatDisplayName } from './set-chat-display-name';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.chat;

export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['chat'], guard: requireUser(ctx) });
    route(
      wire.getChatProfile,
      {
        summary:
          'The player in the chat: display name (masked customer code), user_uid, and the chat ban (is_banned, banned_until, count_down seconds)',
      },
      (req) => getChatProfile(ctx, currentUser(req).userId),
    );
    route(
      wire.putChatProfile,
      {
        summary:
          'Choose the chat display name: 2-20 characters, trimmed, no links, contacts, phone numbers or impolite words (E10000); taken by another player ignoring case → 409 E20028',
        rateLimit: rateLimits(ctx.config).chat,
        code: SuccessCode.UPDATED,
      },
      (req) => setChatDisplayName(ctx, currentUser(req).userId, req.body),
    );
    route(
      wire.postChatReports,
      {
        summary:
          'Report a message of channel-public to ops (once per player and message; not your own or the site’s announcements)',
        rateLimit: rateLimits(ctx.config).chat,
      },
      (req) => reportChatMessage(ctx, currentUser(req).userId, req.body),
    );
  };
}
