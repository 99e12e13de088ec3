/**
 * Raised by a client-side request/action queue that already holds its maximum of waiting tasks
 * (20, docs/product.md "Requests: queue and retries"). Callers map it to their own result, e.g. the cart's
 * TOO_MANY_ACTION.
 */
export class QueueFullError extends Error {
  readonly code = 'QUEUE_FULL' as const;

  constructor(readonly maxWaiting: number) {
    super(`Request queue is full: ${maxWaiting} tasks are already waiting`);
    this.name = 'QueueFullError';
  }
}

/** True for a QueueFullError, also across federation boundaries where `instanceof` may not hold. */
export function isQueueFullError(err: unknown): err is QueueFullError {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === 'QUEUE_FULL';
}
