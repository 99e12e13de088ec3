/**
 * The link result of a /callback (docs/product.md "Messaging-app linking", spec "Behaviour on errors"): a refusal
 * at the provider is canceled; the connect call's success is connected; its error LINE_USER_NO_FRIEND_SHIP is
 * need_friendship; any other answer (LINE_USER_ID_CONFLICT, a refused state or code, a failure) is conflicted.
 */
import { AppError, LineLinkError, type LinkResult } from 'shared-contracts';

/** canceled when the provider answered `error=access_denied` (the player canceled), else null. */
export function providerRefusal(params: URLSearchParams): LinkResult | null {
  const error = params.get('error');
  if (error === 'access_denied') return 'canceled';
  if (error) return 'conflicted';
  return null;
}

/** The result of a failed `POST users/user/line/connect`. */
export function linkResultOfError(err: unknown): LinkResult {
  if (err instanceof AppError) {
    const detail = (err.details as { error?: unknown } | null)?.error;
    if (detail === LineLinkError.NO_FRIENDSHIP || err.message.includes(LineLinkError.NO_FRIENDSHIP))
      return 'need_friendship';
  }
  return 'conflicted';
}
