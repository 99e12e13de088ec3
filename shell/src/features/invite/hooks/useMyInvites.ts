/** The logged-in player's invite data (`shellKeys.invites`); disabled for a visitor. */
import { useQuery } from '@tanstack/react-query';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { invitesApi } from '../api/invites-api';

export function useMyInvites() {
  const { api } = useShellServices();
  const session = useSession();
  return useQuery({
    queryKey: shellKeys.invites(session.customerCode),
    queryFn: () => invitesApi.me(api),
    enabled: session.status === 'authenticated',
    retry: false,
  });
}
