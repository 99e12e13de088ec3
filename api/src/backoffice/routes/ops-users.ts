/**
 * Ops accounts: `POST backoffice/auth/login` (public), `POST backoffice/auth/logout`, `GET
 * backoffice/auth/me`, and the admin's `GET/POST backoffice/ops-users`, `POST
 * backoffice/ops-users/{id}/disable`, `POST backoffice/ops-users/{id}/approve|reject` (a second admin decides
 * an account created pending while two active admins exist; issue 20). The bootstrap ADMIN_API_TOKEN may call only `POST
 * backoffice/ops-users`, and only while no ops user exists (it creates the first admin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { currentOps, requireOps } from '../../http/auth-guard';
import { createOpsUser } from '../../ops-accounts/create-ops-user';
import { decideOpsUser } from '../../ops-accounts/decide-ops-user';
import { disableOpsUser } from '../../ops-accounts/disable-ops-user';
import { listOpsUsers } from '../../ops-accounts/list-ops-users';
import { ADMINS, ANY_OPS, AUDIT_READERS } from '../../http/ops-roles';
import { rateLimits } from '../../http/rate-limit';
import { opsLogin } from '../../ops-accounts/ops-login';
import { opsLogout } from '../../ops-accounts/ops-logout';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeOpsUsers;

export function opsAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const opsActor = (req: Parameters<typeof currentOps>[0]) => {
      const me = currentOps(req);
      return { kind: 'ops' as const, opsUserId: me.opsUserId, username: me.username, requestId: req.id };
    };

    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.postBackofficeAuthLogin,
      {
        summary: `Ops login with username and password → a bearer token for /backoffice (401 E10401 for any failure; ${ctx.config.opsLoginMaxFailures} wrong passwords in a row lock the account ${ctx.config.opsLoginLockMinutes} min)`,
        audit: auditInUseCase('ops.login'),
        // per client IP, counted before the body is read and before argon2
        rateLimit: rateLimits(ctx.config).opsLogin,
      },
      (req) => opsLogin(ctx, req.body, req.id),
    );
    route(
      wire.postBackofficeAuthLogout,
      { guard: requireOps(ctx, ANY_OPS), summary: 'Revoke this ops session', audit: auditInUseCase('ops.logout') },
      (req) => opsLogout(ctx, opsActor(req), currentOps(req).sessionId),
    );
    route(
      wire.getBackofficeAuthMe,
      { guard: requireOps(ctx, ANY_OPS), summary: 'The ops user of this session' },
      (req) => {
        const me = currentOps(req);
        return { id: String(me.opsUserId), username: me.username, role: me.role };
      },
    );

    route(
      wire.getBackofficeOpsUsers,
      { guard: requireOps(ctx, AUDIT_READERS), summary: 'Every ops account (admin, auditor)' },
      () => listOpsUsers(ctx),
    );
    route(
      wire.postBackofficeOpsUsers,
      {
        guard: requireOps(ctx, ADMINS, { bootstrap: true }),
        summary:
          'Create an ops account {username, password (12+), role admin|operator|auditor} (admin); the bootstrap ADMIN_API_TOKEN creates only the first, an admin (403 afterwards). While two active admins exist it is created approval: pending (no login, no action) until a different admin approves it',
        audit: auditInUseCase('ops_user.create'),
      },
      (req) => createOpsUser(ctx, auditActorOf(req), req.body),
    );
    route(
      wire.postBackofficeOpsUsersByIdDisable,
      {
        guard: requireOps(ctx, ADMINS),
        summary: 'Disable an ops account: no more logins, its sessions revoked (admin; not yourself)',
        audit: auditInUseCase('ops_user.disable'),
        code: SuccessCode.UPDATED,
      },
      (req) => disableOpsUser(ctx, opsActor(req), req.params.id),
    );
    for (const decision of ['approve', 'reject'] as const) {
      const entry =
        decision === 'approve' ? wire.postBackofficeOpsUsersByIdApprove : wire.postBackofficeOpsUsersByIdReject;
      route(
        entry,
        {
          guard: requireOps(ctx, ADMINS),
          summary: `${decision === 'approve' ? 'Approve' : 'Reject (final)'} an ops account waiting for a second admin (admin; not the one who asked, 403; already decided, 409)`,
          audit: auditInUseCase(`ops_user.${decision}`),
          code: SuccessCode.UPDATED,
        },
        (req) => decideOpsUser(ctx, opsActor(req), req.params.id, decision),
      );
    }
  };
}
