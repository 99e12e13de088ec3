/**
 * The Thai text for a failed call: `errors.<code>` for an AppError with a known code, special texts for
 * an expired token, a full request queue and exhausted retries, else the generic text.
 */
import { AppError, isQueueFullError } from 'shared-contracts';
import { TOKEN_EXPIRED_MESSAGE, EXCEEDED_RETRY_MESSAGE } from '../../http';

type Translate = (key: string, opts?: { defaultValue?: string }) => string;

export function errorText(err: unknown, t: Translate): string {
  if (isQueueFullError(err)) return t('errors.tooManyRequests');
  if (err instanceof AppError) {
    if (err.message === EXCEEDED_RETRY_MESSAGE) return t('errors.exceededRetry');
    if ((err.details as { network?: boolean } | null)?.network) return t('errors.network');
    return t(`errors.${err.code}`, { defaultValue: t('errors.generic') });
  }
  if (err instanceof Error && err.message === TOKEN_EXPIRED_MESSAGE) return t('errors.tokenExpired');
  return t('errors.generic');
}
