/**
 * `GET notification/message/{tab}?skip&limit`: one page of the player's notifications of a tab, newest first
 * (`data.all_message`, validated). A failure is logged with the spec's text and rejects.
 */
import {
  NOTIFICATION_PAGE_SIZE,
  callRoute,
  readNotificationList,
  type HttpClient,
  type NotificationItem,
  type NotificationTab,
} from 'shared-contracts';
import { describeFailure } from '../utils/describe-failure';

export async function fetchNotifications(
  api: HttpClient,
  tab: NotificationTab,
  skip: number,
  limit = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationItem[]> {
  try {
    const data = await callRoute(api, 'GET /notification/message/:tab', { params: { tab }, query: { skip, limit } });
    return readNotificationList(data);
  } catch (err) {
    console.error('[shell] Failed to fetch messages. Please try again later.', describeFailure(err));
    throw err;
  }
}
