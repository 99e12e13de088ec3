/**
 * Ops' friend-invite settings (docs/product.md "Friend invite"): `GET/PUT backoffice/invites/settings`, the
 * referrers' commission rate in basis points of the invitee's settled stake, with its default
 * (INVITE_COMMISSION_BPS), what has been paid and the history of changes. Every ops role reads, operators write
 * (requireOps' default by method); the PUT is audited in its use case (`invite.settings.set`). The use cases
 * stay in invites/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { opsActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { getInviteSettings } from '../../invites/get-invite-settings';
import { setCommissionRate } from '../../invites/set-commission-rate';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeInvites;

export function backofficeInviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
    const route = contractRoutes(app, { tags: ['backoffice'], guard: ops });
    route(
      wire.getBackofficeInvitesSettings,
      {
        summary:
          'Friend invite: the commission rate in force (basis points of settled stakes), the default, the total paid (satang) and the changes',
      },
      () => getInviteSettings(ctx.db, ctx.config, ctx.clock.now()),
    );
    route(
      wire.putBackofficeInvitesSettings,
      {
        summary:
          'Set the invite commission rate for slips settled from now on ({commission_bps: 150, reason}; 0-5000, 0 stops commission)',
        audit: auditInUseCase('invite.settings.set'),
        code: SuccessCode.UPDATED,
      },
      (req) => setCommissionRate(ctx, opsActorOf(req), req.body),
    );
  };
}
