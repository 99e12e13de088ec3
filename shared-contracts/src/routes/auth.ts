/** The wire contract of the routes in `api/src/auth/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { forgotPhoneBody, forgotPinBody } from '../schemas/account-recovery';
import {
  loginBody,
  otpRequestBody,
  otpRequestData,
  otpVerifyBody,
  otpVerifyData,
  registerBody,
  sessionData,
} from '../schemas/auth';
import { route } from './route';

export const authRoutes = {
  postAuthOtpRequest: route({
    method: 'POST',
    path: '/auth/otp/request',
    body: otpRequestBody,
    response: otpRequestData,
  }),
  postAuthOtpVerify: route({ method: 'POST', path: '/auth/otp/verify', body: otpVerifyBody, response: otpVerifyData }),
  postAuthRegister: route({
    method: 'POST',
    path: '/auth/register',
    body: registerBody,
    response: sessionData,
    status: 201,
  }),
  postAuthLogin: route({ method: 'POST', path: '/auth/login', body: loginBody, response: sessionData }),
  postAuthPinForgot: route({ method: 'POST', path: '/auth/pin/forgot', body: forgotPinBody, response: z.null() }),
  postAuthPhoneForgot: route({ method: 'POST', path: '/auth/phone/forgot', body: forgotPhoneBody, response: z.null() }),
  postAuthLogout: route({ method: 'POST', path: '/auth/logout', response: z.null() }),
};
