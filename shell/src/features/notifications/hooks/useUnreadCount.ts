/**
 * The bell's unread count (docs/product.md "Notifications"): read once per login (`shellKeys.notificationUnreadCount`)
 * and kept current by the bus: each `notification/received` (the shell's live layer, from the player's private
 * channel) adds one at once, then the count and the lists are read again; marking read sets it from the
 * server's answer; the live layer reads them again whenever its connection (re)starts.
 * Null until known (no badge); a failed read is logged and leaves it as it was.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { fetchUnreadCount } from '../api/fetch-unread-count';
import { shellKeys } from '../../../query-keys';

export function useUnreadCount(): number | null {
  const { api, bus } = useShellServices();
  const { status, customerCode } = useSession();
  const queryClient = useQueryClient();
  const loggedIn = status === 'authenticated';
  const { data } = useQuery({
    queryKey: shellKeys.notificationUnreadCount(customerCode),
    queryFn: () => fetchUnreadCount(api),
    enabled: loggedIn,
    retry: false,
  });

  useEffect(() => {
    if (!loggedIn) return;
    const sub = bus.on('notification/received').subscribe(() => {
      queryClient.setQueryData<number>(shellKeys.notificationUnreadCount(customerCode), (n) =>
        n === undefined ? n : n + 1,
      );
      // then the server's word (the push follows the commit, so the count includes it) and fresh lists
      void queryClient.invalidateQueries({ queryKey: shellKeys.notifications(customerCode) });
    });
    return () => sub.unsubscribe();
  }, [bus, queryClient, customerCode, loggedIn]);

  return loggedIn ? (data ?? null) : null;
}
