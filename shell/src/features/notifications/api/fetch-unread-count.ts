/** `GET notification/unread-count`: the bell's number. A failure is logged and rejects (the badge stays as it was). */
import { callRoute, readUnreadCount, type HttpClient } from 'shared-contracts';
import { describeFailure } from '../utils/describe-failure';

export async function fetchUnreadCount(api: HttpClient): Promise<number> {
  try {
    return readUnreadCount(await callRoute(api, 'GET /notification/unread-count'));
  } catch (err) {
    console.error('[shell] Failed to fetch the unread count.', describeFailure(err));
    throw err;
  }
}
