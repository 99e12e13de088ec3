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
import { bearerSecurity, sendOk } from '../../http/reply';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeSettingChanges;

export function backofficeSettingChangeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const operators = requireOps(ctx, OPERATORS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    app.get(
      wire.getBackofficeSettingChanges.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeSettingChanges, {
          ...opsSchema,
          summary:
            'Changes of rates, stake limits and exposure caps beyond the band, newest first: without ?status the ones waiting for a second operator (?game=, ?limit=)',
        }),
      },
      async (req, reply) => sendOk(reply, await listSettingChanges(ctx, req.query)),
    );
    app.post(
      wire.postBackofficeSettingChangesByIdConfirm.path,
      {
        onRequest: operators,
        config: { audit: auditInUseCase('setting_change.confirm') },
        schema: routeSchema(wire.postBackofficeSettingChangesByIdConfirm, {
          ...opsSchema,
          summary:
            'Confirm and apply a pending change (not the operator who asked, not a new account: 403; already decided or expired: 409; values changed since it was asked: 409 stale)',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await confirmSettingChange(ctx, opsActorOf(req), req.params.id), 200, SuccessCode.UPDATED),
    );
    app.post(
      wire.postBackofficeSettingChangesByIdReject.path,
      {
        onRequest: operators,
        config: { audit: auditInUseCase('setting_change.reject') },
        schema: routeSchema(wire.postBackofficeSettingChangesByIdReject, {
          ...opsSchema,
          summary: 'Reject a pending change (not the operator who asked: they cancel); nothing of it applies',
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await rejectSettingChange(ctx, opsActorOf(req), req.params.id, req.body?.note || null),
          200,
          SuccessCode.UPDATED,
        ),
    );
    app.post(
      wire.postBackofficeSettingChangesByIdCancel.path,
      {
        onRequest: operators,
        config: { audit: auditInUseCase('setting_change.cancel') },
        schema: routeSchema(wire.postBackofficeSettingChangesByIdCancel, {
          ...opsSchema,
          summary: 'Cancel your own pending change; nothing of it applies',
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await cancelSettingChange(ctx, opsActorOf(req), req.params.id, req.body?.note || null),
          200,
          SuccessCode.UPDATED,
        ),
    );
  };
}
