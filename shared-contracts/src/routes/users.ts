/** The wire contract of the routes in `api/src/users/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { changePhoneBody, changePhoneData, changePinBody } from '../schemas/account-recovery';
import { otpRequestData } from '../schemas/auth';
import { thaiPhone } from '../schemas/common';
import { kycBody, kycData, userProfileData } from '../schemas/users';
import { route } from './route';

export const usersRoutes = {
  getUsersInfoMe: route({ method: 'GET', path: '/users/info/me', response: userProfileData }),
  postUsersPhoneOtp: route({
    method: 'POST',
    path: '/users/phone/otp',
    body: z.object({ phone: thaiPhone }),
    response: otpRequestData,
  }),
  putUsersPhone: route({ method: 'PUT', path: '/users/phone', body: changePhoneBody, response: changePhoneData }),
  postUsersPinOtp: route({ method: 'POST', path: '/users/pin/otp', response: otpRequestData }),
  putUsersPin: route({ method: 'PUT', path: '/users/pin', body: changePinBody, response: z.null() }),
  postUsersKyc: route({ method: 'POST', path: '/users/kyc', body: kycBody, response: kycData }),
};
