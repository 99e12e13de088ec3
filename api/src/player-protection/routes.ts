/**
 * /api/v1/users/limits, /users/reality-check: player protection (issue 12); /users/self-exclusion is in
 * self-exclusion/routes.ts.
 * Refusals elsewhere: deposits E40001, bets and checkouts E40002, everything E40003 while self-excluded.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, sendOk } from '../http/reply';
import { getLimits } from './get-limits';
import { getRealityCheck } from './get-reality-check';
import { setLimits } from './set-limits';
import { setRealityCheckInterval } from './set-reality-check-interval';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.playerProtection;

export function playerProtectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getUsersLimits.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getUsersLimits, {
          tags: ['player protection'],
          summary: 'Deposit and loss limits per Bangkok day/week/month: in force, used, remaining, pending raises',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getLimits(ctx, currentUser(req).userId)),
    );
    app.put(
      wire.putUsersLimits.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.putUsersLimits, {
          tags: ['player protection'],
          summary:
            'Change limits (baht, null = none, omitted = unchanged): lower applies at once, higher or removal after LIMIT_RAISE_DELAY_HOURS',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await setLimits(ctx, currentUser(req).userId, req.body), 200, SuccessCode.UPDATED),
    );
    app.get(
      wire.getUsersRealityCheck.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getUsersRealityCheck, {
          tags: ['player protection'],
          summary: "This session's time and net result, the check interval and when the next check is due",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getRealityCheck(ctx, currentUser(req))),
    );
    app.put(
      wire.putUsersRealityCheck.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.putUsersRealityCheck, {
          tags: ['player protection'],
          summary: 'Choose the reality-check interval: 15, 30, 60 or 120 minutes',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await setRealityCheckInterval(ctx, currentUser(req), req.body.interval_minutes),
          200,
          SuccessCode.UPDATED,
        ),
    );
  };
}
