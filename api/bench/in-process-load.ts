/**
 * Benchmarks whose load runs in a child process against the app listening in the parent (live fan-out, yeekee
 * shots): the parent's app on a free port of 127.0.0.1 over a fresh bench database, the child's plan from the
 * parent, and the split of one file into the two processes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { testConfig } from '../src/test-support/harness';
import { openBenchDb, type BenchDb } from './bench-db';

/**
 * Opens a bench database with its clock at `now` and `poolSize` connections, builds the app on it listening on a
 * free port and runs `run` with the database, the built app and its origin (`http://127.0.0.1:<port>`); closes
 * the app and drops the database after.
 */
export async function withListeningApp(
  now: string,
  poolSize: number,
  run: (server: { bench: BenchDb; origin: string; built: Awaited<ReturnType<typeof buildApp>> }) => Promise<void>,
): Promise<void> {
  const b = await openBenchDb(now, poolSize);
  const built = await buildApp(testConfig(), { clock: b.clock, database: b.database, serveStatic: false });
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    await run({ bench: b, origin, built });
  } finally {
    await built.app.close();
    await b.drop();
  }
}

/** In the load child: the plan the parent sends first, and one keep-alive agent without a socket limit. */
export async function receivePlan<P>(): Promise<{ plan: P; agent: http.Agent }> {
  const plan = await new Promise<P>((resolve) => process.once('message', (m) => resolve(m as P)));
  return { plan, agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }) };
}

/** Runs `load` in the child forked with the argument `load`, else `main`; an error of `main` exits 1. */
export function runBench(main: () => Promise<void>, load: () => Promise<void>): void {
  if (process.argv[2] === 'load') void load();
  else
    main().catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
