/** `GET users/info/me`: the player's profile (spec section 3). */
import type { HttpClient, UserProfileData } from 'shared-contracts';

export function fetchProfile(api: HttpClient): Promise<UserProfileData> {
  return api.get<UserProfileData>('users/info/me');
}
