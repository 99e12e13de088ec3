/**
 * The chat moderation screen's reads (reports by status, current bans) and writes (dismiss, delete a message, ban,
 * lift). Every write refreshes both reads: a deleted message resolves its reports, a ban changes the bans list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatBanBody } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  banChatPlayer,
  deleteChatMessage,
  dismissChatReport,
  fetchChatBans,
  fetchChatReports,
  liftChatBan,
  type ReportStatus,
} from '../api/chat-moderation-api';

/** Every chat read of one ops user (invalidated together after a write). */

/** Whether the signed-in role may act on the chat (the API's OPERATORS). */
export function useCanModerate(): boolean {
  return useSignedInOps().me.role === 'operator';
}

export function useChatReports(status: ReportStatus) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.chatReports(me.username, status),
    queryFn: () => fetchChatReports(api, status),
  });
}

export function useChatBans() {
  const { me, api } = useSignedInOps();
  return useQuery({ queryKey: backofficeKeys.chatBans(me.username), queryFn: () => fetchChatBans(api) });
}

export function useChatActions() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: backofficeKeys.chat(me.username) });
  const dismiss = useMutation({ mutationFn: (id: string) => dismissChatReport(api, id), onSuccess });
  const remove = useMutation({ mutationFn: (timetoken: string) => deleteChatMessage(api, timetoken), onSuccess });
  const ban = useMutation({
    mutationFn: ({ customer, body }: { customer: string; body: ChatBanBody }) => banChatPlayer(api, customer, body),
    onSuccess,
  });
  const lift = useMutation({ mutationFn: (customer: string) => liftChatBan(api, customer), onSuccess });
  return { dismiss, remove, ban, lift };
}
