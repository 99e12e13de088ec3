/** `GET backoffice/audit` (the trail, newest first) and `GET backoffice/audit/verify` (the chain check). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { AUDIT_READERS } from '../../http/ops-roles';
import { auditQuery, auditRowData, auditVerifyData } from '../../audit/audit-schemas';
import { listAudit } from '../../audit/list-audit';
import { requireAuditKeyringOf } from '../../audit/audit-signing-plugin';
import { verifyAuditChain } from '../../audit/verify-audit-chain';

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    app.get(
      '/backoffice/audit',
      {
        onRequest: requireOps(ctx, AUDIT_READERS),
        schema: {
          ...opsSchema,
          summary: 'The audit trail of ops actions, newest first (?limit=1-500&before_id=&action=round.result)',
          querystring: auditQuery,
          response: responses(auditRowData.array()),
        },
      },
      async (req, reply) => sendOk(reply, await listAudit(ctx, req.query)),
    );
    app.get(
      '/backoffice/audit/verify',
      {
        onRequest: requireOps(ctx, AUDIT_READERS),
        schema: {
          ...opsSchema,
          summary:
            'Recompute the hash chain and check each row signature (AUDIT_SIGNING_KEY): ok, or the first broken row and why',
          response: responses(auditVerifyData),
        },
      },
      async (_req, reply) => sendOk(reply, await verifyAuditChain(ctx.db, requireAuditKeyringOf(ctx.db))),
    );
  };
}
