/**
 * Marks one notification (its uid) or all of them ('all') read: the badge takes the server's new count and
 * the lists are read again. A failure is logged (`Failed to update read status.`) and changes nothing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { markNotificationRead } from '../api/mark-notification-read';
import { shellKeys } from '../../../query-keys';

export function useMarkRead() {
  const { api } = useShellServices();
  const { customerCode } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string | 'all') => markNotificationRead(api, uid),
    onSuccess: (unread) => {
      queryClient.setQueryData(shellKeys.notificationUnreadCount(customerCode), unread);
      void queryClient.invalidateQueries({ queryKey: [...shellKeys.notifications(customerCode), 'list'] });
    },
  });
}
