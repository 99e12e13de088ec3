/** The auth calls of issue 2, through the wire contract's routes (ARCHITECTURE.md "The wire contract"). */
import { callRoute, type HttpClient, type RouteBody } from 'shared-contracts';

export const authApi = {
  requestOtp: (api: HttpClient, body: RouteBody<'POST /auth/otp/request'>) =>
    callRoute(api, 'POST /auth/otp/request', { body }),
  verifyOtp: (api: HttpClient, body: RouteBody<'POST /auth/otp/verify'>) =>
    callRoute(api, 'POST /auth/otp/verify', { body }),
  register: (api: HttpClient, body: RouteBody<'POST /auth/register'>) =>
    callRoute(api, 'POST /auth/register', { body }),
  login: (api: HttpClient, body: RouteBody<'POST /auth/login'>) => callRoute(api, 'POST /auth/login', { body }),
};
