/**
 * The remote registry and the system status: public reads (`GET remotes`, `GET backoffice/system/status`,
 * which the shell calls without a token) and the admins' writes, audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteEntry, setRemoteBody, systemStatusPatch, systemStatusSchema } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { ADMINS } from '../../ops-accounts/ops-roles';
import { getSystemStatus } from '../../system/system-status';
import { listRemotes, setRemoteEnabled } from '../remotes';
import { setSystemStatus } from '../set-system-status';

export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admins = requireOps(ctx, ADMINS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };

    app.get(
      '/remotes',
      {
        schema: {
          tags: ['registry'],
          summary: 'The remote registry the shell loads at start',
          response: responses(z.array(remoteEntry)),
        },
      },
      async (_req, reply) => sendOk(reply, await listRemotes(ctx)),
    );
    app.put(
      '/backoffice/remotes/:name',
      {
        onRequest: admins,
        config: {
          audit: auditByHook('remote.set', {
            target: paramTarget('remote', 'name'),
            before: async (req) =>
              (await listRemotes(ctx)).find((r) => r.name === (req.params as { name: string }).name) ?? null,
          }),
        },
        schema: {
          ...opsSchema,
          summary: 'Enable or disable a remote (admin)',
          params: z.object({ name: z.string() }),
          body: setRemoteBody,
          response: responses(remoteEntry),
        },
      },
      async (req, reply) => sendOk(reply, await setRemoteEnabled(ctx, req.params.name, req.body.enabled)),
    );

    app.get(
      '/backoffice/system/status',
      {
        schema: {
          tags: ['registry'],
          summary: 'System status flags (public)',
          response: responses(systemStatusSchema),
        },
      },
      async (_req, reply) => sendOk(reply, await getSystemStatus(ctx.db)),
    );
    app.put(
      '/backoffice/system/status',
      {
        onRequest: admins,
        config: { audit: auditInUseCase('system.status.update') },
        schema: {
          ...opsSchema,
          summary: 'Update any subset of the flags (admin)',
          body: systemStatusPatch,
          response: responses(systemStatusSchema),
        },
      },
      async (req, reply) => sendOk(reply, await setSystemStatus(ctx, auditActorOf(req), req.body)),
    );
  };
}
