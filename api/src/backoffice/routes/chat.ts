/**
 * Ops' moderation of the community chat (issue 8): `GET backoffice/chat/reports` (players' reports) and
 * `POST .../reports/{id}/dismiss`; `GET backoffice/chat/bans`, `PUT/DELETE backoffice/chat/bans/{customer_code}`
 * (ban from writing for some minutes, or lift it); `DELETE backoffice/chat/messages/{timetoken}` (remove a
 * message from the room). Every role reads, operators act; every action is audited (audit/audited-routes.ts).
 * The use cases are in chat/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  chatBanBody,
  chatBanData,
  chatDeletedMessageData,
  chatReportView,
  chatReportsQuery,
} from 'shared-contracts';
import { auditByHook, paramTarget } from '../../audit/audited-routes';
import { banChatPlayer } from '../../chat/ban-chat-player';
import { chatBanView } from '../../chat/chat-ban-view';
import { deleteChatMessage } from '../../chat/delete-chat-message';
import { dismissChatReport } from '../../chat/dismiss-chat-report';
import { findChatPlayer } from '../../chat/find-chat-player';
import { liftChatBan } from '../../chat/lift-chat-ban';
import { listChatBans } from '../../chat/list-chat-bans';
import { listChatReports } from '../../chat/list-chat-reports';
import type { AppContext } from '../../context';
import { currentOps, requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { OPERATORS } from '../../http/ops-roles';

export function backofficeChatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const reader = requireOps(ctx);
    const operator = requireOps(ctx, OPERATORS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    const customerParams = z.object({ customer_code: z.string().max(40) });
    const banOf = async (req: { params: unknown }) => {
      const p = await findChatPlayer(ctx.db, (req.params as { customer_code: string }).customer_code);
      return chatBanView(p.customerCode, p.bannedUntil, p.banReason, ctx.clock.now());
    };

    app.get(
      '/backoffice/chat/reports',
      {
        onRequest: reader,
        schema: {
          ...opsSchema,
          summary: "Players' reports of chat messages, newest first (?status=open|all&limit=1-200)",
          querystring: chatReportsQuery,
          response: responses(chatReportView.array()),
        },
      },
      async (req, reply) => sendOk(reply, await listChatReports(ctx, req.query)),
    );
    app.post(
      '/backoffice/chat/reports/:id/dismiss',
      {
        onRequest: operator,
        config: { audit: auditByHook('chat.report.dismiss', { target: paramTarget('chat_report', 'id') }) },
        schema: {
          ...opsSchema,
          summary: 'Dismiss an open report: the message stays in the room',
          params: z.object({ id: z.string().max(40) }),
          response: responses(chatReportView),
        },
      },
      async (req, reply) =>
        sendOk(reply, await dismissChatReport(ctx, req.params.id, currentOps(req).username), 200, SuccessCode.UPDATED),
    );
    app.get(
      '/backoffice/chat/bans',
      {
        onRequest: reader,
        schema: {
          ...opsSchema,
          summary: 'Players banned from writing in the chat now, the longest ban first',
          response: responses(chatBanData.array()),
        },
      },
      async (_req, reply) => sendOk(reply, await listChatBans(ctx)),
    );
    app.put(
      '/backoffice/chat/bans/:customer_code',
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.ban', { target: paramTarget('player', 'customer_code'), before: banOf }),
        },
        schema: {
          ...opsSchema,
          summary:
            'Ban a player from writing in the chat for {minutes} (1-525600) from now, with a reason; they still read. Replaces a current ban',
          params: customerParams,
          body: chatBanBody,
          response: responses(chatBanData),
        },
      },
      async (req, reply) =>
        sendOk(reply, await banChatPlayer(ctx, req.params.customer_code, req.body), 200, SuccessCode.UPDATED),
    );
    app.delete(
      '/backoffice/chat/bans/:customer_code',
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.unban', { target: paramTarget('player', 'customer_code'), responseIs: 'before' }),
        },
        schema: {
          ...opsSchema,
          summary: "Lift a player's chat ban at once (answers the ban as it was)",
          params: customerParams,
          response: responses(chatBanData),
        },
      },
      async (req, reply) => sendOk(reply, await liftChatBan(ctx, req.params.customer_code), 200, SuccessCode.DELETED),
    );
    app.delete(
      '/backoffice/chat/messages/:timetoken',
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.message.delete', {
            target: paramTarget('chat_message', 'timetoken'),
            responseIs: 'before',
          }),
        },
        schema: {
          ...opsSchema,
          summary:
            'Delete a message of the chat room (17-digit timetoken): gone from history, open rooms drop it, its open reports resolved',
          params: z.object({ timetoken: z.string().max(40) }),
          response: responses(chatDeletedMessageData),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await deleteChatMessage(ctx, req.params.timetoken, currentOps(req).username),
          200,
          SuccessCode.DELETED,
        ),
    );
  };
}
