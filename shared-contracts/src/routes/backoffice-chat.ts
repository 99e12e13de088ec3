/** The wire contract of the routes in `api/src/backoffice/routes/chat.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { chatBanBody, chatBanData, chatDeletedMessageData, chatReportView, chatReportsQuery } from '../schemas/chat';
import { route } from './route';

const customerParams = z.object({ customer_code: z.string().max(40) });

export const backofficeChatRoutes = {
  getBackofficeChatReports: route({
    method: 'GET',
    path: '/backoffice/chat/reports',
    query: chatReportsQuery,
    response: chatReportView.array(),
  }),
  postBackofficeChatReportsByIdDismiss: route({
    method: 'POST',
    path: '/backoffice/chat/reports/:id/dismiss',
    params: z.object({ id: z.string().max(40) }),
    response: chatReportView,
  }),
  getBackofficeChatBans: route({ method: 'GET', path: '/backoffice/chat/bans', response: chatBanData.array() }),
  putBackofficeChatBansByCustomerCode: route({
    method: 'PUT',
    path: '/backoffice/chat/bans/:customer_code',
    params: customerParams,
    body: chatBanBody,
    response: chatBanData,
  }),
  deleteBackofficeChatBansByCustomerCode: route({
    method: 'DELETE',
    path: '/backoffice/chat/bans/:customer_code',
    params: customerParams,
    response: chatBanData,
  }),
  deleteBackofficeChatMessagesByTimetoken: route({
    method: 'DELETE',
    path: '/backoffice/chat/messages/:timetoken',
    params: z.object({ timetoken: z.string().max(40) }),
    response: chatDeletedMessageData,
  }),
};
