/** `GET users/info/me`: the player's profile (docs/product.md "Profile and wallet"). */
import type { HttpClient, UserProfileData } from 'shared-contracts';

export function fetchProfile(api: HttpClient): Promise<UserProfileData> {
  return api.get<UserProfileData>('users/info/me');
}
