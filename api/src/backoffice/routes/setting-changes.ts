/**
 * Ops setting changes waiting for a second operator (issue 20; use cases in draw-games/setting-changes/): the list
 * (every ops role) and the decisions (operators): `GET backoffice/setting-changes?status=&game=&limit=`,
 * `POST backoffice/setting-changes/{id}/confirm` (a different operator, past the new-account hold: applies),
 * `…/reject` {note?} (a different operator), `…/cancel` {note?} (the operator who asked). Each decision is audited
 * in its use case (`setting_change.confirm|reject|cancel`, plus `setting_change.expire|stale` when it meets one).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { opsActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { cancelSettingChange } from '../../draw-games/setting-changes/cancel-setting-change';
import { confirmSettingChange } from '../../draw-games/setting-changes/confirm-setting-change';
import { listSettingChanges } from '../../draw-games/setting-changes/list-setting-changes';
import { rejectSettingChange } from '../../draw-games/setting-changes/reject-setting-change';
import { requireOps } from '../../http/auth-guard';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeSettingChanges;

export function backofficeSettingChangeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const operators = requireOps(ctx, OPERATORS);
    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.getBackofficeSettingChanges,
      {
        guard: anyOps,
        summary:
          'Changes of rates, stake limits and exposure caps beyond the band, newest first: without ?status the ones waiting for a second operator (?game=, ?limit=)',
      },
      (req) => listSettingChanges(ctx, req.query),
    );
    route(
      wire.postBackofficeSettingChangesByIdConfirm,
      {
        guard: operators,
        summary:
          'Confirm and apply a pending change (not the operator who asked, not a new account: 403; already decided or expired: 409; values changed since it was asked: 409 stale)',
        audit: auditInUseCase('setting_change.confirm'),
        code: SuccessCode.UPDATED,
      },
      (req) => confirmSettingChange(ctx, opsActorOf(req), req.params.id),
    );
    route(
      wire.postBackofficeSettingChangesByIdReject,
      {
        guard: operators,
        summary: 'Reject a pending change (not the operator who asked: they cancel); nothing of it applies',
        audit: auditInUseCase('setting_change.reject'),
        code: SuccessCode.UPDATED,
      },
      (req) => rejectSettingChange(ctx, opsActorOf(req), req.params.id, req.body?.note || null),
    );
    route(
      wire.postBackofficeSettingChangesByIdCancel,
      {
        guard: operators,
        summary: 'Cancel your own pending change; nothing of it applies',
        audit: auditInUseCase('setting_change.cancel'),
        code: SuccessCode.UPDATED,
      },
      (req) => cancelSettingChange(ctx, opsActorOf(req), req.params.id, req.body?.note || null),
    );
  };
}
