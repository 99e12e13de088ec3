/**
 * The logged-in player's favourite games by code (`GET users/favorite`, marked with ★ in a game's lobby), oldest
 * first; empty for a visitor or before they are known. Asked again when the player comes back to the page.
 */
import { useQuery } from '@tanstack/react-query';
import { callRoute } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';

export function useFavoriteCodes(): string[] {
  const { api } = useShellServices();
  const { status, customerCode } = useSession();
  const { data } = useQuery({
    queryKey: shellKeys.favorites(customerCode),
    queryFn: async () => (await callRoute(api, 'GET /users/favorite')).map((f) => f.code),
    enabled: status === 'authenticated',
    retry: false,
  });
  return status === 'authenticated' ? (data ?? []) : [];
}
