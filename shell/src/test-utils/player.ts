/** A signed-in player for the shell's component tests: the session and the profile the API would answer. */
import type { UserProfileData } from 'shared-contracts';
import type { ShellServices } from '../services/shell-services';

/** Signs `services`' session in as `customerCode` with a token valid until 2099; returns the same services. */
export function signInAs(services: ShellServices, customerCode = 'TL00000001'): ShellServices {
  services.session.signIn({
    token: 'tok',
    session_token: 'st',
    expires_at: '2099-01-01T00:00:00.000Z',
    expires_in: 3600,
    customer_code: customerCode,
  });
  return services;
}

/** `GET users/info/me` of player TL00000001 (phone 0812345678, no bank account, LINE not connected, no KYC). */
export function playerProfile(overrides: Partial<UserProfileData> = {}): UserProfileData {
  return {
    customer_code: 'TL00000001',
    phone: '0812345678',
    favorites: [],
    line_connected: 'NOT_CONNECTED',
    bank_accounts: [],
    invite_code: 'ABCDEFGH',
    is_inactive: false,
    kyc_verified: false,
    ...overrides,
  };
}
