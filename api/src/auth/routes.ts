/** /api/v1/auth/*: OTP, login, logout, forgot PIN, forgot phone (register: registration/routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { clientIp, rateLimits } from '../http/rate-limit';
import { bearerSecurity, sendOk } from '../http/reply';
import { forgotPhone } from './forgot-phone';
import { forgotPin } from './forgot-pin';
import { login } from './login';
import { logout } from './logout';
import { requestOtp } from './request-otp';
import { verifyOtp } from './verify-otp';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.auth;

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = rateLimits(ctx.config);
  return async (app) => {
    app.post(
      wire.postAuthOtpRequest.path,
      {
        config: { rateLimit: limits.otpRequest },
        schema: routeSchema(wire.postAuthOtpRequest, {
          tags: ['auth'],
          summary: 'Send a 6-digit OTP by SMS (E20002 within 60 s or past 5 an hour per phone; E10429 per IP)',
        }),
      },
      async (req, reply) => sendOk(reply, await requestOtp(ctx, req.body)),
    );
    app.post(
      wire.postAuthOtpVerify.path,
      {
        config: { rateLimit: limits.otpVerify },
        schema: routeSchema(wire.postAuthOtpVerify, {
          tags: ['auth'],
          summary: 'Check an OTP (E20005 wrong, E20004 expired, E20003 too many tries)',
        }),
      },
      async (req, reply) => sendOk(reply, await verifyOtp(ctx, req.body)),
    );
    app.post(
      wire.postAuthLogin.path,
      {
        config: { rateLimit: limits.login },
        schema: routeSchema(wire.postAuthLogin, {
          tags: ['auth'],
          summary:
            'Log in with phone and PIN (B5V003 wrong PIN, B5V002 blocked after 5 in a row from one IP or 20 from all, E40003 self-excluded)',
        }),
      },
      async (req, reply) => sendOk(reply, await login(ctx, req.body, { ip: clientIp(req) })),
    );
    app.post(
      wire.postAuthPinForgot.path,
      {
        config: { rateLimit: limits.register },
        schema: routeSchema(wire.postAuthPinForgot, {
          tags: ['auth'],
          summary:
            'Set a new PIN with a verified FORGOT_PIN OTP; every session is revoked (E20005, C3V001, E10001, E20001, E20000)',
        }),
      },
      async (req, reply) => sendOk(reply, await forgotPin(ctx, req.body), 200, SuccessCode.UPDATED),
    );
    app.post(
      wire.postAuthPhoneForgot.path,
      {
        config: { rateLimit: limits.login },
        schema: routeSchema(wire.postAuthPhoneForgot, {
          tags: ['auth'],
          summary:
            'Move the account of a bank account to the new phone of a verified FORGOT_PHONE OTP, with the PIN (E20011, E20012, B5V003, B5V002, E20020, E20026, C3V001)',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await forgotPhone(ctx, req.body, { ip: clientIp(req) }), 200, SuccessCode.UPDATED),
    );
    app.post(
      wire.postAuthLogout.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.postAuthLogout, {
          tags: ['auth'],
          summary: 'Revoke the current session',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => {
        await logout(ctx, currentUser(req).sessionId);
        return sendOk(reply, null);
      },
    );
  };
}
