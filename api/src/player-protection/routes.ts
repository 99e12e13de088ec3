/**
 * /api/v1/users/limits, /users/reality-check: player protection (issue 12); /users/self-exclusion is in
 * self-exclusion/routes.ts.
 * Refusals elsewhere: deposits E40001, bets and checkouts E40002, everything E40003 while self-excluded.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { getLimits } from './get-limits';
import { getRealityCheck } from './get-reality-check';
import { setLimits } from './set-limits';
import { setRealityCheckInterval } from './set-reality-check-interval';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.playerProtection;

export function playerProtectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['player protection'], guard: requireUser(ctx) });
    route(
      wire.getUsersLimits,
      { summary: 'Deposit and loss limits per Bangkok day/week/month: in force, used, remaining, pending raises' },
      (req) => getLimits(ctx, currentUser(req).userId),
    );
    route(
      wire.putUsersLimits,
      {
        summary:
          'Change limits (baht, null = none, omitted = unchanged): lower applies at once, higher or removal after LIMIT_RAISE_DELAY_HOURS',
        code: SuccessCode.UPDATED,
      },
      (req) => setLimits(ctx, currentUser(req).userId, req.body),
    );
    route(
      wire.getUsersRealityCheck,
      { summary: "This session's time and net result, the check interval and when the next check is due" },
      (req) => getRealityCheck(ctx, currentUser(req)),
    );
    route(
      wire.putUsersRealityCheck,
      { summary: 'Choose the reality-check interval: 15, 30, 60 or 120 minutes', code: SuccessCode.UPDATED },
      (req) => setRealityCheckInterval(ctx, currentUser(req), req.body.interval_minutes),
    );
  };
}
