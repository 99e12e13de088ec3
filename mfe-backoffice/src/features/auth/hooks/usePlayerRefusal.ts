/**
 * Whether the API refuses the player signed in to the site (`GET backoffice/auth/me` with the player's own token
 * through the shell's client → 403 E10403): the console then says so above its login. Anonymous visitors are not
 * asked. A 403 is not a 401, so the shell keeps the player's session.
 */
import { useQuery } from '@tanstack/react-query';
import { ErrorCode, callRoute } from 'shared-contracts';
import { errorCode, useRemote, useSession } from 'shared-ui';
import { backofficeKeys } from '../../../query-keys';

export function usePlayerRefusal(): boolean {
  const { api } = useRemote();
  const session = useSession();
  const probe = useQuery({
    queryKey: backofficeKeys.playerProbe(session.customerCode),
    queryFn: () => callRoute(api, 'GET /backoffice/auth/me'),
    enabled: session.status === 'authenticated',
    retry: false,
    staleTime: Infinity,
  });
  return session.status === 'authenticated' && errorCode(probe.error) === ErrorCode.FORBIDDEN;
}
