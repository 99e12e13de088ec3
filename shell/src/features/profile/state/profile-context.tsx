/**
 * The logged-in player's profile, loaded when the session becomes authenticated and dropped when it
 * ends. A failed call is logged and leaves the profile empty (docs/product.md "Profile and wallet"); an inactive
 * account (profile flag or error detail) marks the session inactive.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserProfileData } from 'shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { useSession } from '../../session';
import { fetchProfile } from '../api/fetch-profile';
import { isInactiveUserError } from '../api/is-inactive-user-error';

export interface ProfileValue {
  profile: UserProfileData | null;
  loading: boolean;
  reload(): void;
}

const Ctx = createContext<ProfileValue>({ profile: null, loading: false, reload: () => {} });

export function ProfileProvider({ children }: { children: ReactNode }) {
  const { api, session: store } = useShellServices();
  const session = useSession();
  const [profile, setProfile] = useState<UserProfileData | null>(null);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const loggedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!loggedIn) {
      setProfile(null);
      return;
    }
    let cancelled = false;
    setLoading(true);
    fetchProfile(api)
      .then((p) => {
        if (cancelled) return;
        setProfile(p);
        store.setInactive(!!p.is_inactive);
      })
      .catch((err) => {
        if (isInactiveUserError(err)) store.setInactive(true);
        else console.warn('[shell] profile unavailable', err);
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [loggedIn, api, store, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <Ctx.Provider value={{ profile, loading: loading || session.status === 'loading', reload }}>
      {children}
    </Ctx.Provider>
  );
}

export function useProfile(): ProfileValue {
  return useContext(Ctx);
}
