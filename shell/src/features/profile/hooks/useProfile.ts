/**
 * The logged-in player's profile (docs/product.md "Profile and wallet"), asked when the session becomes
 * authenticated (`shellKeys.profile`); null for a visitor. A failed call is logged and leaves the profile
 * empty; an inactive account (the profile's flag, or the error's detail) marks the session inactive.
 */
import { useQuery } from '@tanstack/react-query';
import type { UserProfileData } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { fetchProfile } from '../api/fetch-profile';
import { isInactiveUserError } from '../api/is-inactive-user-error';

export function useProfile(): { profile: UserProfileData | null; loading: boolean } {
  const { api, session: store } = useShellServices();
  const session = useSession();
  const query = useQuery({
    queryKey: shellKeys.profile(session.customerCode),
    queryFn: async () => {
      try {
        const profile = await fetchProfile(api);
        store.setInactive(!!profile.is_inactive);
        return profile;
      } catch (err) {
        if (isInactiveUserError(err)) store.setInactive(true);
        else console.warn('[shell] profile unavailable', err);
        throw err;
      }
    },
    enabled: session.status === 'authenticated',
    retry: false,
  });
  return { profile: query.data ?? null, loading: query.isFetching || session.status === 'loading' };
}
