/** The auth calls of issue 2 (paths relative to /api/v1). */
import type {
  HttpClient,
  LoginBody,
  OtpRequestBody,
  OtpRequestData,
  OtpVerifyBody,
  OtpVerifyData,
  RegisterBody,
  SessionData,
} from 'shared-contracts';

export const authApi = {
  requestOtp: (api: HttpClient, body: OtpRequestBody) => api.post<OtpRequestData>('auth/otp/request', body),
  verifyOtp: (api: HttpClient, body: OtpVerifyBody) => api.post<OtpVerifyData>('auth/otp/verify', body),
  register: (api: HttpClient, body: RegisterBody) => api.post<SessionData>('auth/register', body),
  login: (api: HttpClient, body: LoginBody) => api.post<SessionData>('auth/login', body),
};
