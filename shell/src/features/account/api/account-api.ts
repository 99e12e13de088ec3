/**
 * The account calls of issue 11 (paths relative to /api/v1): forgot PIN and forgot phone (visitors), change phone and
 * change PIN, the identity check and the chat display name (logged in). The OTP of the visitor flows is sent with `auth/otp/request` (authApi.requestOtp).
 */
import type {
  ChangePhoneBody,
  ChangePhoneData,
  ChangePinBody,
  ChatProfileData,
  ForgotPhoneBody,
  ForgotPinBody,
  HttpClient,
  KycBody,
  KycData,
  OtpRequestData,
} from 'shared-contracts';

export const accountApi = {
  forgotPin: (api: HttpClient, body: ForgotPinBody) => api.post<null>('auth/pin/forgot', body),
  forgotPhone: (api: HttpClient, body: ForgotPhoneBody) => api.post<null>('auth/phone/forgot', body),
  requestChangePhoneOtp: (api: HttpClient, phone: string) => api.post<OtpRequestData>('users/phone/otp', { phone }),
  changePhone: (api: HttpClient, body: ChangePhoneBody) => api.put<ChangePhoneData>('users/phone', body),
  requestChangePinOtp: (api: HttpClient) => api.post<OtpRequestData>('users/pin/otp', {}),
  changePin: (api: HttpClient, body: ChangePinBody) => api.put<null>('users/pin', body),
  verifyIdentity: (api: HttpClient, body: KycBody) => api.post<KycData>('users/kyc', body),
  chatProfile: (api: HttpClient) => api.get<ChatProfileData>('chat/profile'),
  setChatDisplayName: (api: HttpClient, displayName: string) =>
    api.put<ChatProfileData>('chat/profile', { display_name: displayName }),
};
