/**
 * The real API server for benchmarks: a fresh PostgreSQL database (bench-db.ts) and `api/src/main.ts` started
 * as its own process on a free port, so requests cross real sockets, Fastify's whole stack (auth, rate
 * limits, zod, idempotency) and a separate event loop from the load generator. The server's clock starts at
 * `clockStart` (CLOCK_START) and runs forward in real time; its pool has `poolSize` connections (DB_POOL_SIZE).
 * Rate limits are raised out of the way (one IP, many players). `stop()` ends the server and drops the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_TOKEN, Http, registerPlayer, depositBaht } from '../src/test-support/harness';
import { openBenchDb, type BenchDb } from './bench-db';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** A client of /api/v1 over real HTTP. */
  http: Http;
  /** Direct database access for setup and checks (not the server's pool). */
  bench: BenchDb;
  /** CPU time the server process has used so far, ms (user + system, from /proc; NaN where there is none). */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startBenchServer(opts: {
  clockStart: string;
  poolSize?: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const bench = await openBenchDb(opts.clockStart, 4);
  const port = await freePort();
  const root = path.resolve(__dirname, '..', '..');
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const main = path.join(root, 'api', 'src', 'main.ts');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: bench.url,
      DB_POOL_SIZE: String(opts.poolSize ?? 20),
      CLOCK_START: opts.clockStart,
      ADMIN_API_TOKEN: ADMIN_TOKEN,
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      STATIC_ROOT: path.join(root, 'no-static-files'),
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_PLAY_PER_MINUTE: '1000000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
      RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE: '1000000',
      ...opts.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the bench server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    http: new Http(baseUrl),
    bench,
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in clock ticks (100/s)
      } catch {
        return NaN;
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await bench.drop();
    },
  };
}

/** Registers `n` players through the real OTP flow, 10 at a time, each topped up with `baht`; returns their tokens. */
export async function registerFundedPlayers(http: Http, n: number, baht: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => registerPlayer(http)));
    const deposits = await Promise.all(batch.map((p) => depositBaht(http, p.token, baht)));
    const failed = deposits.find((d) => d.status >= 300);
    if (failed) throw new Error(`deposit failed: ${JSON.stringify(failed.body)}`);
    tokens.push(...batch.map((p) => p.token));
  }
  return tokens;
}
