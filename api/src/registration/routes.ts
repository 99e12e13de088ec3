/**
 * POST /api/v1/auth/register (registration/register.ts): with the other auth routes on the wire, here because
 * registering opens the wallet account and records the invite, domains above auth (ARCHITECTURE.md "Domain order").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { rateLimits } from '../http/rate-limit';
import { contractRoutes } from '../http/contract-route';
import { register } from './register';

/** The route is in the auth group of the wire contract (its path is /auth/register). */
const wire = routeTable.auth;

export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = rateLimits(ctx.config);
  return async (app) => {
    const route = contractRoutes(app, { tags: ['auth'] });
    route(
      wire.postAuthRegister,
      {
        summary: 'Create an account from a verified REGISTER OTP and log in (age_confirmed: true; E20020, E20021)',
        rateLimit: limits.register,
      },
      (req) => register(ctx, req.body),
    );
  };
}
