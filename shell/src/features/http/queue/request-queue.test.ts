import { QueueFullError } from 'shared-contracts';
import { createRequestQueue } from './request-queue';

const never = () => new Promise<never>(() => {});

describe('request queue (docs/product.md "Requests: queue and retries")', () => {
  it('rejects a new task when 20 are already waiting', async () => {
    const queue = createRequestQueue({ concurrency: 1 });
    void queue.add(never); // running
    for (let i = 0; i < 20; i++) void queue.add(never).catch(() => {});
    await new Promise((r) => setTimeout(r, 5));
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(20);
    await expect(queue.add(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.waiting).toBe(20);
  });

  it('accepts the 20th waiting task', async () => {
    const queue = createRequestQueue({ concurrency: 1 });
    void queue.add(never);
    for (let i = 0; i < 19; i++) void queue.add(never);
    await expect(Promise.race([queue.add(never).then(() => 'ran'), Promise.resolve('queued')])).resolves.toBe('queued');
    expect(queue.waiting).toBe(20);
  });

  it('starts tasks at least 10 ms apart', async () => {
    const queue = createRequestQueue();
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => queue.add(async () => starts.push(performance.now()))));
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    gaps.forEach((g) => expect(g).toBeGreaterThanOrEqual(9)); // timer granularity: allow 1 ms
  });

  it('passes results and errors through', async () => {
    const queue = createRequestQueue();
    await expect(queue.add(async () => 42)).resolves.toBe(42);
    await expect(queue.add(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
