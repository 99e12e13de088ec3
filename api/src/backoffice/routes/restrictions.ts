/**
 * Ops' draw-game limits: `GET/POST/DELETE backoffice/restricted-numbers`; the per-game partial-cancel fee
 * (`GET/PUT backoffice/cancel-fee/{game}`), the other per-game limit players see; the house exposure
 * caps per game and kind (`GET/PUT backoffice/exposure-caps/{game}`). Players' `GET {family}/limit-number/{type}`
 * is in draw-games/restrictions/routes.ts; the use cases stay in draw-games/restrictions/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { auditActorOf, opsActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import { setGameCancelFee } from '../../draw-games/bets/set-game-cancel-fee';
import { cancelFeePercent } from '../../draw-games/bets/cancel-fee-percent';
import type { AppContext } from '../../context';
import { opsLabel, requireOps } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { engineGameByCode } from '../../draw-games/rounds/draw-games';
import { exposureCapsView } from '../../draw-games/restrictions/exposure-caps';
import {
  createRestrictedNumber,
  deleteRestrictedNumber,
  listRestrictedNumbers,
} from '../../draw-games/restrictions/manage-restricted-numbers';
import { setExposureCaps } from '../../draw-games/restrictions/set-exposure-caps';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeRestrictions;

export function backofficeRestrictionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // every ops role reads, operators write (requireOps' default by method); audited (audit/audited-routes.ts)
    const ops = requireOps(ctx);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    const who = opsLabel;
    app.get(
      wire.getBackofficeRestrictedNumbers.path,
      {
        onRequest: ops,
        schema: routeSchema(wire.getBackofficeRestrictedNumbers, {
          ...opsSchema,
          summary: 'Restricted numbers, newest first (?game=VN&round_id=)',
        }),
      },
      async (req, reply) => sendOk(reply, await listRestrictedNumbers(ctx, req.query)),
    );
    app.post(
      wire.postBackofficeRestrictedNumbers.path,
      {
        onRequest: ops,
        config: {
          audit: auditByHook('restriction.create', {
            target: (_req, data) => `restriction:${(data as { id?: string } | null)?.id ?? '?'}`,
          }),
        },
        schema: routeSchema(wire.postBackofficeRestrictedNumbers, {
          ...opsSchema,
          summary: 'Add a CLOSED / REDUCED_RATE / CAP rule for a game (a round, or every round), kind and number',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await createRestrictedNumber(ctx, req.body, who(req)), 201, SuccessCode.CREATED),
    );
    app.delete(
      wire.deleteBackofficeRestrictedNumbersById.path,
      {
        onRequest: ops,
        config: {
          audit: auditByHook('restriction.delete', { target: paramTarget('restriction', 'id'), responseIs: 'before' }),
        },
        schema: routeSchema(wire.deleteBackofficeRestrictedNumbersById, {
          ...opsSchema,
          summary: 'Remove a restricted-number rule',
        }),
      },
      async (req, reply) => sendOk(reply, await deleteRestrictedNumber(ctx, req.params.id), 200, SuccessCode.DELETED),
    );
    app.get(
      wire.getBackofficeCancelFeeByGame.path,
      {
        onRequest: ops,
        schema: routeSchema(wire.getBackofficeCancelFeeByGame, {
          ...opsSchema,
          summary: "A game's partial-cancel fee, percent of the cancelled stake (default 10)",
        }),
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        return sendOk(reply, { game_code: game.code, fee_percent: await cancelFeePercent(ctx.db, game) });
      },
    );
    app.put(
      wire.putBackofficeCancelFeeByGame.path,
      {
        onRequest: ops,
        config: { audit: auditInUseCase('cancel_fee.set') },
        schema: routeSchema(wire.putBackofficeCancelFeeByGame, {
          ...opsSchema,
          summary: "Set a game's partial-cancel fee (0-100 percent)",
        }),
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        const set = await setGameCancelFee(ctx, auditActorOf(req), game, req.body.fee_percent);
        return sendOk(reply, set, 200, SuccessCode.UPDATED);
      },
    );
    app.get(
      wire.getBackofficeExposureCapsByGame.path,
      {
        onRequest: ops,
        schema: routeSchema(wire.getBackofficeExposureCapsByGame, {
          ...opsSchema,
          summary:
            "A game's house exposure caps: per kind, the most one number may pay if it wins a round (baht); cap null = the default",
        }),
      },
      async (req, reply) =>
        sendOk(reply, await exposureCapsView(ctx.db, ctx.config, engineGameByCode(req.params.game))),
    );
    app.put(
      wire.putBackofficeExposureCapsByGame.path,
      {
        onRequest: ops,
        config: { audit: auditInUseCase('exposure_caps.set') },
        schema: routeSchema(wire.putBackofficeExposureCapsByGame, {
          ...opsSchema,
          summary:
            "Set a game's exposure caps by kind in baht ({caps: {THREE_TOP: 500000, TWO_TOP: null}}); null = back to the default, kinds not named keep theirs. 200: applied. 202: a cap above OPS_CHANGE_BAND_MAX × the default: nothing applied, the change waits for a second operator (`pending_change`; backoffice/setting-changes); 409 while another change of the game's caps waits",
        }),
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        const { view, pending } = await setExposureCaps(ctx, opsActorOf(req), game, req.body);
        return pending
          ? sendOk(reply, { ...view, pending_change: pending }, 202, SuccessCode.CREATED)
          : sendOk(reply, view, 200, SuccessCode.UPDATED);
      },
    );
  };
}
