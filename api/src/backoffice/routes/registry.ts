/**
 * The remote registry and the system status: public reads (`GET remotes`, `GET backoffice/system/status`,
 * which the shell calls without a token) and the admins' writes, audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { ADMINS } from '../../http/ops-roles';
import { getSystemStatus } from '../../system/system-status';
import { remoteHistory } from '../remote-history';
import { getRemote, isRemoteName, listRemotes } from '../remotes';
import { rollbackRemote } from '../rollback-remote';
import { setRemote } from '../set-remote';
import { setSystemStatus } from '../set-system-status';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeRegistry;

export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admins = requireOps(ctx, ADMINS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };

    app.get(
      wire.getRemotes.path,
      {
        schema: routeSchema(wire.getRemotes, {
          tags: ['registry'],
          summary: 'The remote registry the shell loads at start',
        }),
      },
      async (_req, reply) => sendOk(reply, await listRemotes(ctx)),
    );
    // the audit's `before`: the remote's entry, or null for an unknown name (the handler answers 404)
    const remoteBefore = async (req: { params: unknown }) => {
      const { name } = req.params as { name: string };
      return isRemoteName(name) ? getRemote(ctx, name) : null;
    };
    app.put(
      wire.putBackofficeRemotesByName.path,
      {
        onRequest: admins,
        config: {
          audit: auditByHook('remote.set', { target: paramTarget('remote', 'name'), before: remoteBefore }),
        },
        schema: routeSchema(wire.putBackofficeRemotesByName, {
          ...opsSchema,
          summary: 'Enable or disable a remote and/or point it at another entry (admin)',
          description:
            'Body `{enabled?, entry?}`: `entry` is an http(s) URL or a `/remotes/...` path ending in mf-manifest.json ' +
            '(`null` = back to REMOTE_<NAME>_URL or the default). Recorded in the history, pushed live.',
        }),
      },
      async (req, reply) => sendOk(reply, await setRemote(ctx, auditActorOf(req), req.params.name, req.body)),
    );
    app.post(
      wire.postBackofficeRemotesByNameRollback.path,
      {
        onRequest: admins,
        config: {
          audit: auditByHook('remote.rollback', { target: paramTarget('remote', 'name'), before: remoteBefore }),
        },
        schema: routeSchema(wire.postBackofficeRemotesByNameRollback, {
          ...opsSchema,
          summary: "Restore a remote's state before its newest change (admin); E10409 when never changed",
        }),
      },
      async (req, reply) => sendOk(reply, await rollbackRemote(ctx, auditActorOf(req), req.params.name)),
    );
    app.get(
      wire.getBackofficeRemotesByNameHistory.path,
      {
        onRequest: admins,
        schema: routeSchema(wire.getBackofficeRemotesByNameHistory, {
          ...opsSchema,
          summary: "A remote's registry changes, newest first (admin)",
        }),
      },
      async (req, reply) => sendOk(reply, await remoteHistory(ctx, req.params.name)),
    );

    app.get(
      wire.getBackofficeSystemStatus.path,
      {
        schema: routeSchema(wire.getBackofficeSystemStatus, {
          tags: ['registry'],
          summary: 'System status flags (public)',
        }),
      },
      async (_req, reply) => sendOk(reply, await getSystemStatus(ctx.db)),
    );
    app.put(
      wire.putBackofficeSystemStatus.path,
      {
        onRequest: admins,
        config: { audit: auditInUseCase('system.status.update') },
        schema: routeSchema(wire.putBackofficeSystemStatus, {
          ...opsSchema,
          summary: 'Update any subset of the flags (admin)',
        }),
      },
      async (req, reply) => sendOk(reply, await setSystemStatus(ctx, auditActorOf(req), req.body)),
    );
  };
}
