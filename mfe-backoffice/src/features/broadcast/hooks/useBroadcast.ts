/** Sends an announcement (`POST backoffice/notifications`); nothing to refresh afterwards. */
import { useMutation } from '@tanstack/react-query';
import type { NotificationBroadcastBody } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { sendAnnouncement } from '../api/broadcast-api';

export function useBroadcast() {
  const { api } = useSignedInOps();
  return useMutation({ mutationFn: (body: NotificationBroadcastBody) => sendAnnouncement(api, body) });
}
