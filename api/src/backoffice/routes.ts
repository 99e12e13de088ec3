/**
 * /api/v1/backoffice/* (ops: ADMIN_API_TOKEN or a user with role 'ops') and the public registry
 * reads (GET remotes, GET backoffice/system/status, which the spec's client calls without a token).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDrawDateBody,
  backofficeRound,
  backofficeRoundsQuery,
  drawCalendarData,
  drawDateText,
  remoteEntry,
  roundResultBody,
  setRemoteBody,
  settlementSummary,
  systemStatusPatch,
  systemStatusSchema,
  voidRoundBody,
  voidRoundSummary,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { requireOps } from '../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { postRoundResult } from '../results/post-round-result';
import { closeRound } from '../rounds/close-round';
import { addDrawDate, listDrawCalendar, removeDrawDate } from '../rounds/draw-calendar';
import { tableGameByCode } from '../rounds/table-games';
import { voidRound } from '../rounds/void-round';
import { getSystemStatus, updateSystemStatus } from '../system/system-status';
import { listRounds } from './list-rounds';
import { listRemotes, setRemoteEnabled } from './remotes';

const roundParams = z.object({ id: z.string() });
const gameParams = z.object({ game: z.string() });

export function backofficeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
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
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Enable or disable a remote',
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
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Update any subset of the flags',
          body: systemStatusPatch,
          response: responses(systemStatusSchema),
        },
      },
      async (req, reply) => sendOk(reply, await updateSystemStatus(ctx.db, req.body, ctx.clock.now())),
    );

    app.get(
      '/backoffice/rounds',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Rounds of a game, latest draw first',
          querystring: backofficeRoundsQuery,
          response: responses(z.array(backofficeRound)),
        },
      },
      async (req, reply) => sendOk(reply, await listRounds(ctx, req.query)),
    );
    app.post(
      '/backoffice/rounds/:id/close',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Force-close a round now (forced = true)',
          params: roundParams,
          response: responses(backofficeRound),
        },
      },
      async (req, reply) => {
        const round = await closeRound(ctx, req.params.id);
        const [view] = (await listRounds(ctx, { game: round.game_code, limit: 500 })).filter(
          (r) => r.round_id === String(round.id),
        );
        return sendOk(reply, view!);
      },
    );
    app.post(
      '/backoffice/rounds/:id/result',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary:
            "Enter the round's official raw result in its family's shape (GLO draw, Hanoi {special, prize1}, Laos {number}, Malay {first, second}, banks {first_draw, second_draw}, stocks {close, change}; sets: their base game's) and settle the round exactly once",
          params: roundParams,
          body: roundResultBody,
          response: responses(settlementSummary),
        },
      },
      async (req, reply) => sendOk(reply, await postRoundResult(ctx, req.params.id, req.body)),
    );
    app.post(
      '/backoffice/rounds/:id/void',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Void a round with a reason: every pending stake refunded once, audited (409 if resulted or void)',
          params: roundParams,
          body: voidRoundBody,
          response: responses(voidRoundSummary),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await voidRound(
            ctx,
            req.params.id,
            req.body.reason,
            req.isAdminToken ? 'admin-token' : `user:${req.user?.userId ?? '?'}`,
          ),
        ),
    );

    app.get(
      '/backoffice/draw-calendar/:game',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Draw dates of a table game (e.g. UG)',
          params: gameParams,
          response: responses(drawCalendarData),
        },
      },
      async (req, reply) => sendOk(reply, await listDrawCalendar(ctx, tableGameByCode(req.params.game))),
    );
    app.post(
      '/backoffice/draw-calendar/:game',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Add a real future draw date',
          params: gameParams,
          body: addDrawDateBody,
          response: responses(drawCalendarData),
        },
      },
      async (req, reply) => sendOk(reply, await addDrawDate(ctx, tableGameByCode(req.params.game), req.body.draw_date)),
    );
    app.delete(
      '/backoffice/draw-calendar/:game/:date',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Remove a draw date (its round too, while scheduled without bets)',
          params: z.object({ game: z.string(), date: drawDateText }),
          response: responses(drawCalendarData),
        },
      },
      async (req, reply) => sendOk(reply, await removeDrawDate(ctx, tableGameByCode(req.params.game), req.params.date)),
    );
  };
}
