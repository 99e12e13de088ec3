/** /api/v1/users/*: the profile, and the logged-in account changes (change phone, change PIN, identity check). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { clientIp, rateLimits } from '../http/rate-limit';
import { changePhone } from './change-phone';
import { changePin } from './change-pin';
import { getProfile } from './get-profile';
import { requestChangePhoneOtp, requestChangePinOtp } from './request-account-otp';
import { verifyIdentity } from './verify-identity';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.users;

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = rateLimits(ctx.config);
  return async (app) => {
    const route = contractRoutes(app, { tags: ['users'], guard: requireUser(ctx) });
    route(wire.getUsersInfoMe, { summary: 'The player profile' }, (req) => getProfile(ctx, currentUser(req).userId));
    route(
      wire.postUsersPhoneOtp,
      {
        summary: 'Send a CHANGE_PHONE OTP to the new phone (E20019 own phone, E20020 taken, E20026, E20002)',
        rateLimit: limits.otpRequest,
      },
      (req) => requestChangePhoneOtp(ctx, currentUser(req).userId, req.body.phone),
    );
    route(
      wire.putUsersPhone,
      {
        summary:
          'Change the phone to the one of a verified CHANGE_PHONE OTP, with the PIN; other sessions are revoked (E20019, E20020, E20026, B5V003, B5V002, C3V001)',
        rateLimit: limits.login,
        code: SuccessCode.UPDATED,
      },
      (req) => changePhone(ctx, currentUser(req), req.body, { ip: clientIp(req) }),
    );
    route(
      wire.postUsersPinOtp,
      { summary: "Send a CHANGE_PIN OTP to the player's own phone (E20002)", rateLimit: limits.otpRequest },
      (req) => requestChangePinOtp(ctx, currentUser(req).userId),
    );
    route(
      wire.putUsersPin,
      {
        summary:
          'Change the PIN with a verified CHANGE_PIN OTP and the old PIN (counted like a login); other sessions are revoked (B5V003, B5V002, C3V001, E10000)',
        rateLimit: limits.login,
        code: SuccessCode.UPDATED,
      },
      (req) => changePin(ctx, currentUser(req), req.body, { ip: clientIp(req) }),
    );
    route(
      wire.postUsersKyc,
      {
        summary:
          'Identity check with the Thai id card: citizen id (E20006), laser code (E20007), names and birth date checked by KYC_PROVIDER (E20008), a card verified by another player (409 E20009), already verified (409 E10409); only the last 4 digits are kept',
        rateLimit: limits.login,
        code: SuccessCode.UPDATED,
      },
      (req) => verifyIdentity(ctx, currentUser(req).userId, req.body),
    );
  };
}
