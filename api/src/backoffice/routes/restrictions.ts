/**
 * Ops' draw-game limits: `GET/POST/DELETE backoffice/restricted-numbers`; the per-game partial-cancel fee
 * (`GET/PUT backoffice/cancel-fee/{game}`), the other per-game limit players see; the house exposure
 * caps per game and kind (`GET/PUT backoffice/exposure-caps/{game}`). Players' `GET {family}/limit-number/{type}`
 * is in draw-games/restrictions/routes.ts; the use cases stay in draw-games/restrictions/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  exposureCapsBody,
  exposureCapsData,
  restrictedNumberData,
  restrictedNumberInput,
  restrictedNumbersQuery,
} from 'shared-contracts';
import { auditActorOf, opsActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import { setGameCancelFee } from '../../draw-games/bets/set-game-cancel-fee';
import { cancelFeePercent } from '../../draw-games/bets/cancel-fee-percent';
import type { AppContext } from '../../context';
import { opsLabel, requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { engineGameByCode } from '../../draw-games/rounds/draw-games';
import { exposureCapsView } from '../../draw-games/restrictions/exposure-caps';
import {
  createRestrictedNumber,
  deleteRestrictedNumber,
  listRestrictedNumbers,
} from '../../draw-games/restrictions/manage-restricted-numbers';
import { setExposureCaps } from '../../draw-games/restrictions/set-exposure-caps';

export function backofficeRestrictionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // every ops role reads, operators write (requireOps' default by method); audited (audit/audited-routes.ts)
    const ops = requireOps(ctx);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    const who = opsLabel;
    app.get(
      '/backoffice/restricted-numbers',
      {
        onRequest: ops,
        schema: {
          ...opsSchema,
          summary: 'Restricted numbers, newest first (?game=VN&round_id=)',
          querystring: restrictedNumbersQuery,
          response: responses(z.array(restrictedNumberData)),
        },
      },
      async (req, reply) => sendOk(reply, await listRestrictedNumbers(ctx, req.query)),
    );
    app.post(
      '/backoffice/restricted-numbers',
      {
        onRequest: ops,
        config: {
          audit: auditByHook('restriction.create', {
            target: (_req, data) => `restriction:${(data as { id?: string } | null)?.id ?? '?'}`,
          }),
        },
        schema: {
          ...opsSchema,
          summary: 'Add a CLOSED / REDUCED_RATE / CAP rule for a game (a round, or every round), kind and number',
          body: restrictedNumberInput,
          response: responses(restrictedNumberData, 201),
        },
      },
      async (req, reply) =>
        sendOk(reply, await createRestrictedNumber(ctx, req.body, who(req)), 201, SuccessCode.CREATED),
    );
    app.delete(
      '/backoffice/restricted-numbers/:id',
      {
        onRequest: ops,
        config: {
          audit: auditByHook('restriction.delete', { target: paramTarget('restriction', 'id'), responseIs: 'before' }),
        },
        schema: {
          ...opsSchema,
          summary: 'Remove a restricted-number rule',
          params: z.object({ id: z.string() }),
          response: responses(restrictedNumberData),
        },
      },
      async (req, reply) => sendOk(reply, await deleteRestrictedNumber(ctx, req.params.id), 200, SuccessCode.DELETED),
    );
    const feeSchema = z.object({ game_code: z.string(), fee_percent: z.number() });
    app.get(
      '/backoffice/cancel-fee/:game',
      {
        onRequest: ops,
        schema: {
          ...opsSchema,
          summary: "A game's partial-cancel fee, percent of the cancelled stake (default 10)",
          params: z.object({ game: z.string() }),
          response: responses(feeSchema),
        },
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        return sendOk(reply, { game_code: game.code, fee_percent: await cancelFeePercent(ctx.db, game) });
      },
    );
    app.put(
      '/backoffice/cancel-fee/:game',
      {
        onRequest: ops,
        config: { audit: auditInUseCase('cancel_fee.set') },
        schema: {
          ...opsSchema,
          summary: "Set a game's partial-cancel fee (0-100 percent)",
          params: z.object({ game: z.string() }),
          body: z.object({
            fee_percent: z.number().min(0, 'fee_percent must be 0-100').max(100, 'fee_percent must be 0-100'),
          }),
          response: responses(feeSchema),
        },
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        const set = await setGameCancelFee(ctx, auditActorOf(req), game, req.body.fee_percent);
        return sendOk(reply, set, 200, SuccessCode.UPDATED);
      },
    );
    app.get(
      '/backoffice/exposure-caps/:game',
      {
        onRequest: ops,
        schema: {
          ...opsSchema,
          summary:
            "A game's house exposure caps: per kind, the most one number may pay if it wins a round (baht); cap null = the default",
          params: z.object({ game: z.string() }),
          response: responses(exposureCapsData),
        },
      },
      async (req, reply) =>
        sendOk(reply, await exposureCapsView(ctx.db, ctx.config, engineGameByCode(req.params.game))),
    );
    app.put(
      '/backoffice/exposure-caps/:game',
      {
        onRequest: ops,
        config: { audit: auditInUseCase('exposure_caps.set') },
        schema: {
          ...opsSchema,
          summary:
            "Set a game's exposure caps by kind in baht ({caps: {THREE_TOP: 500000, TWO_TOP: null}}); null = back to the default, kinds not named keep theirs. 200: applied. 202: a cap above OPS_CHANGE_BAND_MAX × the default: nothing applied, the change waits for a second operator (`pending_change`; backoffice/setting-changes); 409 while another change of the game's caps waits",
          params: z.object({ game: z.string() }),
          body: exposureCapsBody,
          response: { ...responses(exposureCapsData), ...responses(exposureCapsData, 202) },
        },
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
