/**
 * The shell's TanStack Query client (shared-ui `createQueryClient`: one retry, fresh for 30 s, no refetch on
 * focus), created once per app. A player's cached data (`shellKeys.player`) is dropped when the session ends,
 * once the hooks have moved to the visitor's keys.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from 'shared-ui';
import { useSession } from '../features/session';
import { PUBLIC_OWNER, shellKeys } from '../query-keys';

export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const loggedIn = useSession().status === 'authenticated';
  useEffect(() => {
    if (!loggedIn)
      queryClient.removeQueries({
        queryKey: shellKeys.root(),
        predicate: (q) => q.queryKey[1] !== null && q.queryKey[1] !== PUBLIC_OWNER,
      });
  }, [loggedIn, queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
