/** `GET backoffice/audit` (the trail, newest first) and `GET backoffice/audit/verify` (the chain check). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { AUDIT_READERS } from '../../http/ops-roles';
import { routeTable } from 'shared-contracts';
import { listAudit } from '../../audit/list-audit';
import { requireAuditKeyringOf } from '../../audit/audit-signing-plugin';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeAudit;

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['backoffice'], guard: requireOps(ctx, AUDIT_READERS) });
    route(
      wire.getBackofficeAudit,
      { summary: 'The audit trail of ops actions, newest first (?limit=1-500&before_id=&action=round.result)' },
      (req) => listAudit(ctx, req.query),
    );
    route(
      wire.getBackofficeAuditVerify,
      {
        summary:
          'Recompute the hash chain and check each row signature (AUDIT_SIGNING_KEY): ok, or the first broken row and why',
      },
      () => verifyAuditChain(ctx.db, requireAuditKeyringOf(ctx.db)),
    );
  };
}
