/**
 * One tab of the notification list (docs/product.md "Notifications"): pages of NOTIFICATION_PAGE_SIZE, newest
 * first; `loadMore` fetches the next page while the last one was full. A failed fetch is logged (the api call
 * says so) and shows an empty list.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, type NotificationItem, type NotificationTab } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { fetchNotifications } from '../api/fetch-notifications';
import { shellKeys } from '../../../query-keys';

export function useNotificationList(tab: NotificationTab, open: boolean) {
  const { api } = useShellServices();
  const { status, customerCode } = useSession();
  const query = useInfiniteQuery({
    queryKey: shellKeys.notificationList(customerCode, tab),
    queryFn: ({ pageParam }) => fetchNotifications(api, tab, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < NOTIFICATION_PAGE_SIZE ? undefined : pages.reduce((n, p) => n + p.length, 0),
    enabled: open && status === 'authenticated',
    retry: false,
  });
  const items: NotificationItem[] = query.data?.pages.flat() ?? [];
  return {
    items,
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
