/**
 * `PUT notification/read/{uid}` (one) or `PUT notification/read/all`: resolves with the unread count after.
 * A failure is logged with the spec's text (`Failed to update read status.`) and rejects.
 */
import { callRoute, readNotificationRead, type HttpClient } from 'shared-contracts';
import { describeFailure } from '../utils/describe-failure';

/** `uid` of one notification, or 'all'. */
export async function markNotificationRead(api: HttpClient, uid: string | 'all'): Promise<number> {
  try {
    const data =
      uid === 'all'
        ? await callRoute(api, 'PUT /notification/read/all')
        : await callRoute(api, 'PUT /notification/read/:id', { params: { id: uid } });
    return readNotificationRead(data);
  } catch (err) {
    console.error('[shell] Failed to update read status.', describeFailure(err));
    throw err;
  }
}
