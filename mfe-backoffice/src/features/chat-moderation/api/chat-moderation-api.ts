/**
 * The chat moderation calls of the console (api/src/backoffice/routes/chat.ts; wire shapes in shared-contracts
 * schemas/chat.ts): players' reports (`GET backoffice/chat/reports?status=open|all&limit=`, newest first;
 * `POST …/reports/{id}/dismiss`), the current bans (`GET backoffice/chat/bans`; `PUT …/bans/{customer_code}` with
 * `{minutes 1-525600, reason ≤200}`, `DELETE …/bans/{customer_code}` lifts) and `DELETE
 * backoffice/chat/messages/{timetoken}` (17 digits). Every role reads; only operators act (403 E10403 otherwise).
 */
import { callRoute, type ChatBanBody, type HttpClient } from 'shared-contracts';

export type ReportStatus = 'open' | 'all';

/** How many reports one read brings (the API's max is 200). */
export const REPORTS_LIMIT = 100;

export const fetchChatReports = (api: HttpClient, status: ReportStatus) =>
  callRoute(api, 'GET /backoffice/chat/reports', { query: { status, limit: REPORTS_LIMIT } });

export const dismissChatReport = (api: HttpClient, id: string) =>
  callRoute(api, 'POST /backoffice/chat/reports/:id/dismiss', { params: { id } });

export const fetchChatBans = (api: HttpClient) => callRoute(api, 'GET /backoffice/chat/bans');

export const banChatPlayer = (api: HttpClient, customerCode: string, body: ChatBanBody) =>
  callRoute(api, 'PUT /backoffice/chat/bans/:customer_code', { params: { customer_code: customerCode }, body });

export const liftChatBan = (api: HttpClient, customerCode: string) =>
  callRoute(api, 'DELETE /backoffice/chat/bans/:customer_code', { params: { customer_code: customerCode } });

export const deleteChatMessage = (api: HttpClient, timetoken: string) =>
  callRoute(api, 'DELETE /backoffice/chat/messages/:timetoken', { params: { timetoken } });
