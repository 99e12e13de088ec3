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
import { sendOk } from '../../http/reply';
import { engineGameByCode } from '../../draw-games/rounds/draw-games';
import { exposureCapsView } from '../../draw-games/restrictions/exposure-caps';
import {
  createRestrictedNumber,
  deleteRestrictedNumber,
  listRestrictedNumbers,
} from '../../draw-games/restrictions/manage-restricted-numbers';
import { setExposureCaps } from '../../draw-games/restrictions/set-exposure-caps';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeRestrictions;

export function backofficeRestrictionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // every ops role reads, operators write (requireOps' default by method); audited (audit/audited-routes.ts)
    const ops = requireOps(ctx);
    const who = opsLabel;
    const route = contractRoutes(app, { tags: ['backoffice'], guard: ops });
    route(
      wire.getBackofficeRestrictedNumbers,
      { summary: 'Restricted numbers, newest first (?game=VN&round_id=)' },
      (req) => listRestrictedNumbers(ctx, req.query),
    );
    route(
      wire.postBackofficeRestrictedNumbers,
      {
        summary: 'Add a CLOSED / REDUCED_RATE / CAP rule for a game (a round, or every round), kind and number',
        audit: auditByHook('restriction.create', {
          target: (_req, data) => `restriction:${(data as { id?: string } | null)?.id ?? '?'}`,
        }),
      },
      (req) => createRestrictedNumber(ctx, req.body, who(req)),
    );
    route(
      wire.deleteBackofficeRestrictedNumbersById,
      {
        summary: 'Remove a restricted-number rule',
        audit: auditByHook('restriction.delete', { target: paramTarget('restriction', 'id'), responseIs: 'before' }),
        code: SuccessCode.DELETED,
      },
      (req) => deleteRestrictedNumber(ctx, req.params.id),
    );
    route(
      wire.getBackofficeCancelFeeByGame,
      { summary: "A game's partial-cancel fee, percent of the cancelled stake (default 10)" },
      async (req) => {
        const game = engineGameByCode(req.params.game);
        return { game_code: game.code, fee_percent: await cancelFeePercent(ctx.db, game) };
      },
    );
    route(
      wire.putBackofficeCancelFeeByGame,
      {
        summary: "Set a game's partial-cancel fee (0-100 percent)",
        audit: auditInUseCase('cancel_fee.set'),
        code: SuccessCode.UPDATED,
      },
      async (req) => {
        const game = engineGameByCode(req.params.game);
        const set = await setGameCancelFee(ctx, auditActorOf(req), game, req.body.fee_percent);
        return set;
      },
    );
    route(
      wire.getBackofficeExposureCapsByGame,
      {
        summary:
          "A game's house exposure caps: per kind, the most one number may pay if it wins a round (baht); cap null = the default",
      },
      (req) => exposureCapsView(ctx.db, ctx.config, engineGameByCode(req.params.game)),
    );
    route(
      wire.putBackofficeExposureCapsByGame,
      {
        summary:
          "Set a game's exposure caps by kind in baht ({caps: {THREE_TOP: 500000, TWO_TOP: null}}); null = back to the default, kinds not named keep theirs. 200: applied. 202: a cap above OPS_CHANGE_BAND_MAX × the default: nothing applied, the change waits for a second operator (`pending_change`; backoffice/setting-changes); 409 while another change of the game's caps waits",
        audit: auditInUseCase('exposure_caps.set'),
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
