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
import { bearerSecurity, sendOk } from '../../http/reply';
import { createOpsUser } from '../../ops-accounts/create-ops-user';
import { decideOpsUser } from '../../ops-accounts/decide-ops-user';
import { disableOpsUser } from '../../ops-accounts/disable-ops-user';
import { listOpsUsers } from '../../ops-accounts/list-ops-users';
import { ADMINS, ANY_OPS, AUDIT_READERS } from '../../http/ops-roles';
import { rateLimits } from '../../http/rate-limit';
import { opsLogin } from '../../ops-accounts/ops-login';
import { opsLogout } from '../../ops-accounts/ops-logout';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeOpsUsers;

export function opsAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['backoffice'];
    const opsSchema = { tags, security: bearerSecurity };
    const opsActor = (req: Parameters<typeof currentOps>[0]) => {
      const me = currentOps(req);
      return { kind: 'ops' as const, opsUserId: me.opsUserId, username: me.username, requestId: req.id };
    };

    app.post(
      wire.postBackofficeAuthLogin.path,
      {
        // per client IP, counted before the body is read and before argon2
        config: { audit: auditInUseCase('ops.login'), rateLimit: rateLimits(ctx.config).opsLogin },
        schema: routeSchema(wire.postBackofficeAuthLogin, {
          tags,
          summary: `Ops login with username and password → a bearer token for /backoffice (401 E10401 for any failure; ${ctx.config.opsLoginMaxFailures} wrong passwords in a row lock the account ${ctx.config.opsLoginLockMinutes} min)`,
        }),
      },
      async (req, reply) => sendOk(reply, await opsLogin(ctx, req.body, req.id)),
    );
    app.post(
      wire.postBackofficeAuthLogout.path,
      {
        onRequest: requireOps(ctx, ANY_OPS),
        config: { audit: auditInUseCase('ops.logout') },
        schema: routeSchema(wire.postBackofficeAuthLogout, { ...opsSchema, summary: 'Revoke this ops session' }),
      },
      async (req, reply) => sendOk(reply, await opsLogout(ctx, opsActor(req), currentOps(req).sessionId)),
    );
    app.get(
      wire.getBackofficeAuthMe.path,
      {
        onRequest: requireOps(ctx, ANY_OPS),
        schema: routeSchema(wire.getBackofficeAuthMe, { ...opsSchema, summary: 'The ops user of this session' }),
      },
      async (req, reply) => {
        const me = currentOps(req);
        return sendOk(reply, { id: String(me.opsUserId), username: me.username, role: me.role });
      },
    );

    app.get(
      wire.getBackofficeOpsUsers.path,
      {
        onRequest: requireOps(ctx, AUDIT_READERS),
        schema: routeSchema(wire.getBackofficeOpsUsers, {
          ...opsSchema,
          summary: 'Every ops account (admin, auditor)',
        }),
      },
      async (_req, reply) => sendOk(reply, await listOpsUsers(ctx)),
    );
    app.post(
      wire.postBackofficeOpsUsers.path,
      {
        onRequest: requireOps(ctx, ADMINS, { bootstrap: true }),
        config: { audit: auditInUseCase('ops_user.create') },
        schema: routeSchema(wire.postBackofficeOpsUsers, {
          ...opsSchema,
          summary:
            'Create an ops account {username, password (12+), role admin|operator|auditor} (admin); the bootstrap ADMIN_API_TOKEN creates only the first, an admin (403 afterwards). While two active admins exist it is created approval: pending (no login, no action) until a different admin approves it',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await createOpsUser(ctx, auditActorOf(req), req.body), 201, SuccessCode.CREATED),
    );
    app.post(
      wire.postBackofficeOpsUsersByIdDisable.path,
      {
        onRequest: requireOps(ctx, ADMINS),
        config: { audit: auditInUseCase('ops_user.disable') },
        schema: routeSchema(wire.postBackofficeOpsUsersByIdDisable, {
          ...opsSchema,
          summary: 'Disable an ops account: no more logins, its sessions revoked (admin; not yourself)',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await disableOpsUser(ctx, opsActor(req), req.params.id), 200, SuccessCode.UPDATED),
    );
    for (const decision of ['approve', 'reject'] as const) {
      const entry =
        decision === 'approve' ? wire.postBackofficeOpsUsersByIdApprove : wire.postBackofficeOpsUsersByIdReject;
      app.post(
        entry.path,
        {
          onRequest: requireOps(ctx, ADMINS),
          config: { audit: auditInUseCase(`ops_user.${decision}`) },
          schema: routeSchema(entry, {
            ...opsSchema,
            summary: `${decision === 'approve' ? 'Approve' : 'Reject (final)'} an ops account waiting for a second admin (admin; not the one who asked, 403; already decided, 409)`,
          }),
        },
        async (req, reply) =>
          sendOk(reply, await decideOpsUser(ctx, opsActor(req), req.params.id, decision), 200, SuccessCode.UPDATED),
      );
    }
  };
}
