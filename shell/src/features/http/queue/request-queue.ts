/**
 * The request queue (docs/product.md "Requests: queue and retries"): tasks start at least `gapMs` apart (10 ms),
 * and a new task is refused with `QueueFullError` when `maxWaiting` (20) are already waiting.
 * Running tasks do not count as waiting; up to `concurrency` run at once.
 */
import PQueue from 'p-queue';
import { QueueFullError, REQUEST_QUEUE } from 'shared-contracts';

export interface RequestQueue {
  add<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting to start. */
  readonly waiting: number;
  /** Tasks running now. */
  readonly running: number;
}

export interface RequestQueueOptions {
  maxWaiting?: number;
  gapMs?: number;
  concurrency?: number;
}

export function createRequestQueue({
  maxWaiting = REQUEST_QUEUE.maxWaiting,
  gapMs = REQUEST_QUEUE.gapMs,
  concurrency = 6,
}: RequestQueueOptions = {}): RequestQueue {
  // intervalCap 1 per gapMs = at most one task starts in any gapMs window
  const queue = new PQueue({ concurrency, interval: gapMs, intervalCap: 1 });
  return {
    add<T>(task: () => Promise<T>): Promise<T> {
      if (queue.size >= maxWaiting) return Promise.reject(new QueueFullError(maxWaiting));
      return queue.add(task, { throwOnTimeout: true }) as Promise<T>;
    },
    get waiting() {
      return queue.size;
    },
    get running() {
      return queue.pending;
    },
  };
}
