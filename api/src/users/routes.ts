/** /api/v1/users/*: the profile, and the logged-in account changes (change phone, change PIN, identity check). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  changePhoneBody,
  changePhoneData,
  changePinBody,
  kycBody,
  kycData,
  otpRequestData,
  thaiPhone,
  userProfileData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { clientIp, rateLimits } from '../http/rate-limit';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { changePhone } from './change-phone';
import { changePin } from './change-pin';
import { getProfile } from './get-profile';
import { requestChangePhoneOtp, requestChangePinOtp } from './request-account-otp';
import { verifyIdentity } from './verify-identity';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limits = rateLimits(ctx.config);
  return async (app) => {
    app.get(
      '/users/info/me',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: 'The player profile',
          security: bearerSecurity,
          response: responses(userProfileData),
        },
      },
      async (req, reply) => sendOk(reply, await getProfile(ctx, currentUser(req).userId)),
    );
    app.post(
      '/users/phone/otp',
      {
        config: { rateLimit: limits.otpRequest },
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: 'Send a CHANGE_PHONE OTP to the new phone (E20019 own phone, E20020 taken, E20026, E20002)',
          security: bearerSecurity,
          body: z.object({ phone: thaiPhone }),
          response: responses(otpRequestData),
        },
      },
      async (req, reply) => sendOk(reply, await requestChangePhoneOtp(ctx, currentUser(req).userId, req.body.phone)),
    );
    app.put(
      '/users/phone',
      {
        config: { rateLimit: limits.login },
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary:
            'Change the phone to the one of a verified CHANGE_PHONE OTP, with the PIN; other sessions are revoked (E20019, E20020, E20026, B5V003, B5V002, C3V001)',
          security: bearerSecurity,
          body: changePhoneBody,
          response: responses(changePhoneData),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await changePhone(ctx, currentUser(req), req.body, { ip: clientIp(req) }),
          200,
          SuccessCode.UPDATED,
        ),
    );
    app.post(
      '/users/pin/otp',
      {
        config: { rateLimit: limits.otpRequest },
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: "Send a CHANGE_PIN OTP to the player's own phone (E20002)",
          security: bearerSecurity,
          response: responses(otpRequestData),
        },
      },
      async (req, reply) => sendOk(reply, await requestChangePinOtp(ctx, currentUser(req).userId)),
    );
    app.put(
      '/users/pin',
      {
        config: { rateLimit: limits.login },
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary:
            'Change the PIN with a verified CHANGE_PIN OTP and the old PIN (counted like a login); other sessions are revoked (B5V003, B5V002, C3V001, E10000)',
          security: bearerSecurity,
          body: changePinBody,
          response: responses(z.null()),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await changePin(ctx, currentUser(req), req.body, { ip: clientIp(req) }),
          200,
          SuccessCode.UPDATED,
        ),
    );
    app.post(
      '/users/kyc',
      {
        config: { rateLimit: limits.login },
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary:
            'Identity check with the Thai id card: citizen id (E20006), laser code (E20007), names and birth date checked by KYC_PROVIDER (E20008), a card verified by another player (409 E20009), already verified (409 E10409); only the last 4 digits are kept',
          security: bearerSecurity,
          body: kycBody,
          response: responses(kycData),
        },
      },
      async (req, reply) =>
        sendOk(reply, await verifyIdentity(ctx, currentUser(req).userId, req.body), 200, SuccessCode.UPDATED),
    );
  };
}
