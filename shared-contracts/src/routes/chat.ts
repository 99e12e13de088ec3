/** The wire contract of the routes in `api/src/chat/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { chatDisplayNameBody, chatProfileData, chatReportBody, chatReportData } from '../schemas/chat';
import { route } from './route';

export const chatRoutes = {
  getChatProfile: route({ method: 'GET', path: '/chat/profile', response: chatProfileData }),
  putChatProfile: route({ method: 'PUT', path: '/chat/profile', body: chatDisplayNameBody, response: chatProfileData }),
  postChatReports: route({
    method: 'POST',
    path: '/chat/reports',
    body: chatReportBody,
    response: chatReportData,
    status: 201,
  }),
};
