/**
 * The real API server for benchmarks: a fresh PostgreSQL database (bench-db.ts, or one the bench prepared) and
 * `api/src/main.ts` started as its own process on a free port, so requests cross real sockets, Fastify's whole
 * stack (auth, rate limits, zod, idempotency) and a separate event loop from the load generator. The server's
 * clock starts at `clockStart` (CLOCK_START) and runs forward in real time; its pool has `poolSize` connections
 * (DB_POOL_SIZE). Rate limits are raised out of the way (one IP, many players). With WEB_CONCURRENCY=N in `env`
 * the process is a cluster primary: the server is ready once its N workers have each built their app (each holds
 * the live layer's LISTEN session), and CPU and memory are summed over the whole process tree. `stop()` ends the
 * server and drops the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { ADMIN_TOKEN, Http, registerPlayer, depositBaht } from '../src/test-support/harness';
import { openBenchDb, type BenchDb } from './bench-db';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** A client of /api/v1 over real HTTP. */
  http: Http;
  /** Direct database access for setup and checks (not the server's pool). */
  bench: BenchDb;
  /** CPU time the server's processes have used so far, ms (user + system, from /proc; NaN where there is none). */
  cpuMs(): number;
  /** Resident memory of the server's processes now, bytes (VmRSS from /proc; NaN where there is none). */
  rssBytes(): number;
  /** The server's processes: the one started and its descendants (the workers under WEB_CONCURRENCY). */
  pids(): number[];
  stop(): Promise<void>;
}

/** `pid` and every process below it, from /proc (empty where there is no /proc). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const e of entries) {
    try {
      const ppid = Number(readFileSync(`/proc/${e}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Sums `read(pid)` over `pids`; NaN when none could be read. */
function sumOver(pids: number[], read: (pid: number) => number): number {
  let total = 0;
  let read1 = false;
  for (const pid of pids) {
    try {
      total += read(pid);
      read1 = true;
    } catch {
      // exited meanwhile
    }
  }
  return read1 ? total : NaN;
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
  /** A bench database prepared beforehand (else a fresh one is opened); `stop()` drops it either way. */
  bench?: BenchDb;
}): Promise<BenchServer> {
  const bench = opts.bench ?? (await openBenchDb(opts.clockStart, 4));
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
  const workers = Number(opts.env?.WEB_CONCURRENCY ?? 1);
  // each api process LISTENs on its own session once its app is built (live/live-hub.ts): all N are up
  const listening = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`.execute(bench.database.db)
      ).rows[0]?.n ?? 0,
    );
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
  // the first worker answers while the others may still boot; a sign of each is waited for at most 30 s
  const settled = Math.min(deadline, Date.now() + 30_000);
  while (workers > 1 && (await listening()) < workers && Date.now() < settled)
    await new Promise((r) => setTimeout(r, 250));
  const pids = () => (child.pid === undefined ? [] : processTree(child.pid));
  return {
    baseUrl,
    http: new Http(baseUrl),
    bench,
    pids,
    cpuMs() {
      return sumOver(pids(), (pid) => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in clock ticks (100/s)
      });
    },
    rssBytes() {
      return sumOver(pids(), (pid) => {
        const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        if (kib === undefined) throw new Error('no VmRSS');
        return Number(kib) * 1024;
      });
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
