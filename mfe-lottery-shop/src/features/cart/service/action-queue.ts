/**
 * The cart's action queue (docs/product.md "Ticket shop cart"): one action at a time, in order; a new action
 * is refused with QueueFullError when 20 are already waiting.
 */
import PQueue from 'p-queue';
import { QueueFullError, REQUEST_QUEUE } from 'shared-contracts';

export interface ActionQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly waiting: number;
  /** Resolves when every queued action has finished. */
  idle(): Promise<void>;
}

export function createActionQueue(maxWaiting: number = REQUEST_QUEUE.maxWaiting): ActionQueue {
  const queue = new PQueue({ concurrency: 1 });
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (queue.size >= maxWaiting) return Promise.reject(new QueueFullError(maxWaiting));
      return queue.add(task, { throwOnTimeout: true }) as Promise<T>;
    },
    get waiting() {
      return queue.size;
    },
    idle: () => queue.onIdle(),
  };
}
