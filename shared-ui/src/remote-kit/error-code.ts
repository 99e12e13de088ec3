/**
 * The spec code of a rejected API call (`AppError.code` from the HttpClient), or null for a network
 * failure or anything without a code. Callers compare it with `ErrorCode` constants.
 */
export function errorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return null;
}
