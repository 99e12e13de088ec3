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
import { OPERATORS } from '../../http/ops-roles';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeChat;

export function backofficeChatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const reader = requireOps(ctx);
    const operator = requireOps(ctx, OPERATORS);
    const banOf = async (req: { params: unknown }) => {
      const p = await findChatPlayer(ctx.db, (req.params as { customer_code: string }).customer_code);
      return chatBanView(p.customerCode, p.bannedUntil, p.banReason, ctx.clock.now());
    };

    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.getBackofficeChatReports,
      { guard: reader, summary: "Players' reports of chat messages, newest first (?status=open|all&limit=1-200)" },
      (req) => listChatReports(ctx, req.query),
    );
    route(
      wire.postBackofficeChatReportsByIdDismiss,
      {
        guard: operator,
        summary: 'Dismiss an open report: the message stays in the room',
        audit: auditByHook('chat.report.dismiss', { target: paramTarget('chat_report', 'id') }),
        code: SuccessCode.UPDATED,
      },
      (req) => dismissChatReport(ctx, req.params.id, currentOps(req).username),
    );
    route(
      wire.getBackofficeChatBans,
      { guard: reader, summary: 'Players banned from writing in the chat now, the longest ban first' },
      () => listChatBans(ctx),
    );
    route(
      wire.putBackofficeChatBansByCustomerCode,
      {
        guard: operator,
        summary:
          'Ban a player from writing in the chat for {minutes} (1-525600) from now, with a reason; they still read. Replaces a current ban',
        audit: auditByHook('chat.ban', { target: paramTarget('player', 'customer_code'), before: banOf }),
        code: SuccessCode.UPDATED,
      },
      (req) => banChatPlayer(ctx, req.params.customer_code, req.body),
    );
    route(
      wire.deleteBackofficeChatBansByCustomerCode,
      {
        guard: operator,
        summary: "Lift a player's chat ban at once (answers the ban as it was)",
        audit: auditByHook('chat.unban', { target: paramTarget('player', 'customer_code'), responseIs: 'before' }),
        code: SuccessCode.DELETED,
      },
      (req) => liftChatBan(ctx, req.params.customer_code),
    );
    route(
      wire.deleteBackofficeChatMessagesByTimetoken,
      {
        guard: operator,
        summary:
          'Delete a message of the chat room (17-digit timetoken): gone from history, open rooms drop it, its open reports resolved',
        audit: auditByHook('chat.message.delete', {
          target: paramTarget('chat_message', 'timetoken'),
          responseIs: 'before',
        }),
        code: SuccessCode.DELETED,
      },
      (req) => deleteChatMessage(ctx, req.params.timetoken, currentOps(req).username),
    );
  };
}
