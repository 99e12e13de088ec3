/**
 * Ops' moderation of the community chat (issue 8): `GET backoffice/chat/reports` (players' reports) and
 * `POST .../reports/{id}/dismiss`; `GET backoffice/chat/bans`, `PUT/DELETE backoffice/chat/bans/{customer_code}`
 * (ban from writing for some minutes, or lift it); `DELETE backoffice/chat/messages/{timetoken}` (remove a
 * message from the room). Every role reads, operators act; every action is audited (audit/audited-routes.ts).
 * The use cases are in chat/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
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
import { bearerSecurity, sendOk } from '../../http/reply';
import { OPERATORS } from '../../http/ops-roles';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeChat;

export function backofficeChatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const reader = requireOps(ctx);
    const operator = requireOps(ctx, OPERATORS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    const banOf = async (req: { params: unknown }) => {
      const p = await findChatPlayer(ctx.db, (req.params as { customer_code: string }).customer_code);
      return chatBanView(p.customerCode, p.bannedUntil, p.banReason, ctx.clock.now());
    };

    app.get(
      wire.getBackofficeChatReports.path,
      {
        onRequest: reader,
        schema: routeSchema(wire.getBackofficeChatReports, {
          ...opsSchema,
          summary: "Players' reports of chat messages, newest first (?status=open|all&limit=1-200)",
        }),
      },
      async (req, reply) => sendOk(reply, await listChatReports(ctx, req.query)),
    );
    app.post(
      wire.postBackofficeChatReportsByIdDismiss.path,
      {
        onRequest: operator,
        config: { audit: auditByHook('chat.report.dismiss', { target: paramTarget('chat_report', 'id') }) },
        schema: routeSchema(wire.postBackofficeChatReportsByIdDismiss, {
          ...opsSchema,
          summary: 'Dismiss an open report: the message stays in the room',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await dismissChatReport(ctx, req.params.id, currentOps(req).username), 200, SuccessCode.UPDATED),
    );
    app.get(
      wire.getBackofficeChatBans.path,
      {
        onRequest: reader,
        schema: routeSchema(wire.getBackofficeChatBans, {
          ...opsSchema,
          summary: 'Players banned from writing in the chat now, the longest ban first',
        }),
      },
      async (_req, reply) => sendOk(reply, await listChatBans(ctx)),
    );
    app.put(
      wire.putBackofficeChatBansByCustomerCode.path,
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.ban', { target: paramTarget('player', 'customer_code'), before: banOf }),
        },
        schema: routeSchema(wire.putBackofficeChatBansByCustomerCode, {
          ...opsSchema,
          summary:
            'Ban a player from writing in the chat for {minutes} (1-525600) from now, with a reason; they still read. Replaces a current ban',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await banChatPlayer(ctx, req.params.customer_code, req.body), 200, SuccessCode.UPDATED),
    );
    app.delete(
      wire.deleteBackofficeChatBansByCustomerCode.path,
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.unban', { target: paramTarget('player', 'customer_code'), responseIs: 'before' }),
        },
        schema: routeSchema(wire.deleteBackofficeChatBansByCustomerCode, {
          ...opsSchema,
          summary: "Lift a player's chat ban at once (answers the ban as it was)",
        }),
      },
      async (req, reply) => sendOk(reply, await liftChatBan(ctx, req.params.customer_code), 200, SuccessCode.DELETED),
    );
    app.delete(
      wire.deleteBackofficeChatMessagesByTimetoken.path,
      {
        onRequest: operator,
        config: {
          audit: auditByHook('chat.message.delete', {
            target: paramTarget('chat_message', 'timetoken'),
            responseIs: 'before',
          }),
        },
        schema: routeSchema(wire.deleteBackofficeChatMessagesByTimetoken, {
          ...opsSchema,
          summary:
            'Delete a message of the chat room (17-digit timetoken): gone from history, open rooms drop it, its open reports resolved',
        }),
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
