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
import { ADMINS } from '../../http/ops-roles';
import { getSystemStatus } from '../../system/system-status';
import { remoteHistory } from '../remote-history';
import { getRemote, isRemoteName, listRemotes } from '../remotes';
import { rollbackRemote } from '../rollback-remote';
import { setRemote } from '../set-remote';
import { setSystemStatus } from '../set-system-status';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeRegistry;

export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admins = requireOps(ctx, ADMINS);

    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(wire.getRemotes, { tags: ['registry'], summary: 'The remote registry the shell loads at start' }, () =>
      listRemotes(ctx),
    );
    // the audit's `before`: the remote's entry, or null for an unknown name (the handler answers 404)
    const remoteBefore = async (req: { params: unknown }) => {
      const { name } = req.params as { name: string };
      return isRemoteName(name) ? getRemote(ctx, name) : null;
    };
    route(
      wire.putBackofficeRemotesByName,
      {
        guard: admins,
        summary: 'Enable or disable a remote and/or point it at another entry (admin)',
        description:
          'Body `{enabled?, entry?}`: `entry` is an http(s) URL or a `/remotes/...` path ending in mf-manifest.json ' +
          '(`null` = back to REMOTE_<NAME>_URL or the default). Recorded in the history, pushed live.',
        audit: auditByHook('remote.set', { target: paramTarget('remote', 'name'), before: remoteBefore }),
      },
      (req) => setRemote(ctx, auditActorOf(req), req.params.name, req.body),
    );
    route(
      wire.postBackofficeRemotesByNameRollback,
      {
        guard: admins,
        summary: "Restore a remote's state before its newest change (admin); E10409 when never changed",
        audit: auditByHook('remote.rollback', { target: paramTarget('remote', 'name'), before: remoteBefore }),
      },
      (req) => rollbackRemote(ctx, auditActorOf(req), req.params.name),
    );
    route(
      wire.getBackofficeRemotesByNameHistory,
      { guard: admins, summary: "A remote's registry changes, newest first (admin)" },
      (req) => remoteHistory(ctx, req.params.name),
    );

    route(wire.getBackofficeSystemStatus, { tags: ['registry'], summary: 'System status flags (public)' }, () =>
      getSystemStatus(ctx.db),
    );
    route(
      wire.putBackofficeSystemStatus,
      {
        guard: admins,
        summary: 'Update any subset of the flags (admin)',
        audit: auditInUseCase('system.status.update'),
      },
      (req) => setSystemStatus(ctx, auditActorOf(req), req.body),
    );
  };
}
