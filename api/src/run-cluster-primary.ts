/**
 * WEB_CONCURRENCY > 1 (issue 22): the primary of a node:cluster. It serves nothing itself: it forks that many api
 * processes, which share the listening port (the primary hands out connections), and keeps their number: a worker
 * that dies is replaced (after a second when it died within five seconds of its start, so a crash on boot does not
 * spin). SIGTERM or SIGINT passes SIGTERM to every worker, which shuts down gracefully (main.ts), and the primary
 * exits once they all have (forced after 15 s). The configuration was validated before (config.ts: PostgreSQL and
 * Redis are required), and the development secret files exist by then, so every worker reads the same ones.
 */
import cluster, { type Worker } from 'node:cluster';

/** Forks and supervises `count` api workers (each runs main.ts); never resolves while the cluster runs. */
export function runClusterPrimary(count: number, log: (line: string) => void = (l) => console.log(l)): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`api worker ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`);
    setTimeout(fork, lived < 5_000 ? 1_000 : 0);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`api primary: ${signal}, stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  log(`api primary ${process.pid}: starting ${count} workers (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i += 1) fork();
}
