/**
 * `POST backoffice/notifications` (api/src/backoffice/routes/notifications.ts; shared-contracts
 * schemas/notifications.ts): an announcement `{title 1-100, body 1-1000, customer_code?}` to one player or, without
 * `customer_code`, to every player → 201 `{uid, customer_code | null, created_at}`. Operators only (403 E10403).
 */
import { callRoute, type HttpClient, type NotificationBroadcastBody } from 'shared-contracts';

export const TITLE_MAX = 100;
export const BODY_MAX = 1000;

export const sendAnnouncement = (api: HttpClient, body: NotificationBroadcastBody) =>
  callRoute(api, 'POST /backoffice/notifications', { body });
