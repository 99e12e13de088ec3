/**
 * The account calls of issue 11, through the wire contract's routes (ARCHITECTURE.md "The wire contract"): forgot PIN
 * and forgot phone (visitors), change phone and change PIN, the identity check and the chat display name (logged in).
 * The OTP of the visitor flows is sent with `auth/otp/request` (authApi.requestOtp).
 */
import { callRoute, type HttpClient, type RouteBody } from 'shared-contracts';

export const accountApi = {
  forgotPin: (api: HttpClient, body: RouteBody<'POST /auth/pin/forgot'>) =>
    callRoute(api, 'POST /auth/pin/forgot', { body }),
  forgotPhone: (api: HttpClient, body: RouteBody<'POST /auth/phone/forgot'>) =>
    callRoute(api, 'POST /auth/phone/forgot', { body }),
  requestChangePhoneOtp: (api: HttpClient, phone: string) =>
    callRoute(api, 'POST /users/phone/otp', { body: { phone } }),
  changePhone: (api: HttpClient, body: RouteBody<'PUT /users/phone'>) => callRoute(api, 'PUT /users/phone', { body }),
  requestChangePinOtp: (api: HttpClient) => callRoute(api, 'POST /users/pin/otp'),
  changePin: (api: HttpClient, body: RouteBody<'PUT /users/pin'>) => callRoute(api, 'PUT /users/pin', { body }),
  verifyIdentity: (api: HttpClient, body: RouteBody<'POST /users/kyc'>) => callRoute(api, 'POST /users/kyc', { body }),
  chatProfile: (api: HttpClient) => callRoute(api, 'GET /chat/profile'),
  setChatDisplayName: (api: HttpClient, displayName: string) =>
    callRoute(api, 'PUT /chat/profile', { body: { display_name: displayName } }),
};
