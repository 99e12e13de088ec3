/** /api/v1/auth/*: OTP, login, logout, forgot PIN, forgot phone (register: registration/routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { clientIp, rateLimits } from '../http/rate-limit';
import { forgotPhone } from './forgot-phone';
import { forgotPin } from './forgot-pin';
import { login } from './login';
import { logout } from './logout';
import { requestOtp } from './request-otp';
import { verifyOtp } from './verify-otp';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.auth;

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = rateLimits(ctx.config);
  return async (app) => {
    const route = contractRoutes(app, { tags: ['auth'] });
    route(
      wire.postAuthOtpRequest,
      {
        summary: 'Send a 6-digit OTP by SMS (E20002 within 60 s or past 5 an hour per phone; E10429 per IP)',
        rateLimit: limits.otpRequest,
      },
      (req) => requestOtp(ctx, req.body),
    );
    route(
      wire.postAuthOtpVerify,
      { summary: 'Check an OTP (E20005 wrong, E20004 expired, E20003 too many tries)', rateLimit: limits.otpVerify },
      (req) => verifyOtp(ctx, req.body),
    );
    route(
      wire.postAuthLogin,
      {
        summary:
          'Log in with phone and PIN (B5V003 wrong PIN, B5V002 blocked after 5 in a row from one IP or 20 from all, E40003 self-excluded)',
        rateLimit: limits.login,
      },
      (req) => login(ctx, req.body, { ip: clientIp(req) }),
    );
    route(
      wire.postAuthPinForgot,
      {
        summary:
          'Set a new PIN with a verified FORGOT_PIN OTP; every session is revoked (E20005, C3V001, E10001, E20001, E20000)',
        rateLimit: limits.register,
        code: SuccessCode.UPDATED,
      },
      (req) => forgotPin(ctx, req.body),
    );
    route(
      wire.postAuthPhoneForgot,
      {
        summary:
          'Move the account of a bank account to the new phone of a verified FORGOT_PHONE OTP, with the PIN (E20011, E20012, B5V003, B5V002, E20020, E20026, C3V001)',
        rateLimit: limits.login,
        code: SuccessCode.UPDATED,
      },
      (req) => forgotPhone(ctx, req.body, { ip: clientIp(req) }),
    );
    route(wire.postAuthLogout, { guard: requireUser(ctx), summary: 'Revoke the current session' }, async (req) => {
      await logout(ctx, currentUser(req).sessionId);
      return null;
    });
  };
}
