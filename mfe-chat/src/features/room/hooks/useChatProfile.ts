import { useQuery } from '@tanstack/react-query';
import { callRoute } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { chatKeys } from '../../../query-keys';

/**
 * `GET chat/profile` for a logged-in player (the spec's chat profile: display name, ban and its countdown);
 * nothing for a visitor. A failed read is logged and leaves the room usable (the gateway still refuses a
 * banned player's writes, and the refusal starts the countdown).
 */
export function useChatProfile() {
  const { api } = useRemote();
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  return useQuery({
    queryKey: chatKeys.profile(session.customerCode),
    queryFn: async () => {
      try {
        return await callRoute(api, 'GET /chat/profile');
      } catch (err) {
        console.warn('[chat] chat profile unavailable', err);
        throw err;
      }
    },
    enabled: authenticated,
    refetchOnMount: 'always',
  });
}
