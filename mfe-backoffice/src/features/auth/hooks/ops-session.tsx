/**
 * The ops session of the console: the stored ops token, who it belongs to (`GET backoffice/auth/me`), login and
 * logout, and the ops API client every screen calls through (`useOps()`). A token the API no longer accepts (401)
 * is dropped and the login shows again with `expired`. `OpsBaseClient` is the client without a token the ops client
 * wraps (default: a fetch client on /api/v1; component tests provide the fake API).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, callRoute, type HttpClient } from 'shared-contracts';
import { createFetchHttpClient } from 'shared-contracts/browser';
import { errorCode } from 'shared-ui';
import { backofficeKeys } from '../../../query-keys';
import { createOpsClient } from '../api/ops-client';
import { readOpsToken, writeOpsToken } from '../api/ops-token-store';
import type { OpsLoginData, OpsMe } from '../api/ops-types';

export const OpsBaseClient = createContext<HttpClient | null>(null);

export interface OpsSession {
  /** The signed-in ops user, or null (login shown). */
  me: OpsMe | null;
  /** True while the stored token is being checked. */
  checking: boolean;
  /** The stored token was refused (expired, revoked): shown on the login. */
  expired: boolean;
  api: HttpClient;
  login: (username: string, password: string) => Promise<OpsLoginData>;
  logout: () => Promise<void>;
}

const OpsSessionContext = createContext<OpsSession | null>(null);

export function OpsSessionProvider({ children }: { children: ReactNode }) {
  const injected = useContext(OpsBaseClient);
  const [base] = useState(() => injected ?? createFetchHttpClient());
  const [token, setToken] = useState(readOpsToken);
  const [expired, setExpired] = useState(false);
  const api = useMemo(() => createOpsClient(base, readOpsToken), [base]);
  const queryClient = useQueryClient();

  const me = useQuery({
    queryKey: backofficeKeys.me(),
    queryFn: async () => {
      try {
        return await callRoute(api, 'GET /backoffice/auth/me');
      } catch (err) {
        if (errorCode(err) === ErrorCode.UNAUTHORIZED) {
          writeOpsToken(null);
          setToken(null);
          setExpired(true);
        }
        throw err;
      }
    },
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

  const loginMutation = useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      callRoute(api, 'POST /backoffice/auth/login', { body }),
    onSuccess: (data) => {
      writeOpsToken(data.token);
      queryClient.setQueryData(backofficeKeys.me(), {
        id: '',
        username: data.username,
        role: data.role,
      } satisfies OpsMe);
      setExpired(false);
      setToken(data.token);
    },
  });
  const { mutateAsync } = loginMutation;
  const login = useCallback((username: string, password: string) => mutateAsync({ username, password }), [mutateAsync]);

  const logout = useCallback(async () => {
    await callRoute(api, 'POST /backoffice/auth/logout').catch(() => undefined);
    writeOpsToken(null);
    setToken(null);
    queryClient.removeQueries({ queryKey: backofficeKeys.root() });
  }, [api, queryClient]);

  const value = useMemo<OpsSession>(
    () => ({
      me: token ? (me.data ?? null) : null,
      checking: !!token && me.isPending,
      expired,
      api,
      login,
      logout,
    }),
    [token, me.data, me.isPending, expired, api, login, logout],
  );
  return <OpsSessionContext.Provider value={value}>{children}</OpsSessionContext.Provider>;
}

/** The console's ops session (throws outside `OpsSessionProvider`). */
export function useOps(): OpsSession {
  const s = useContext(OpsSessionContext);
  if (!s) throw new Error('useOps() outside <OpsSessionProvider>');
  return s;
}

/** The signed-in ops user and the client (for screens shown only after login). */
export function useSignedInOps(): { me: OpsMe; api: HttpClient } {
  const { me, api } = useOps();
  if (!me) throw new Error('useSignedInOps() before login');
  return { me, api };
}
