/**
 * WEB_CONCURRENCY (issue 22: several api processes per machine on PostgreSQL): the server started as production
 * starts it, with WEB_CONCURRENCY=2 on PostgreSQL and Redis, runs a primary and two workers that share the port;
 * an ops session made through one worker is honoured by the other (one JWT secret, one database); a worker
 * killed with SIGKILL is replaced while requests keep being answered; SIGTERM stops the primary and every worker.
 * Without PostgreSQL or Redis the configuration refuses it (config.test.ts style, here through loadConfig).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createPostgresDatabase, postgresUnavailable, type PostgresTestDatabase } from '../test-support/databases';
import { ADMIN_TOKEN, BEFORE_2026_05_02, TEST_AUDIT_SIGNING_KEY } from '../test-support/harness';
import { freePort, hasRedisServer, startRedisServer } from '../test-support/redis-server';
import { waitUntil } from '../test-support/wait-until';

jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '..', '..', '..');

describe('WEB_CONCURRENCY is refused where the processes could not share state', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-0123456789abcdef', WEB_CONCURRENCY: '2' };
  it('needs PostgreSQL (the embedded PGlite is one process) and Redis (shared rate limits)', () => {
    expect(() => loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/x' })).toThrow(/REDIS_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x' }),
    ).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/x', REDIS_URL: 'redis://127.0.0.1:6379' })
        .webConcurrency,
    ).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test' }).webConcurrency).toBe(1);
  });
});

/**
 * The pids of the api workers `pid` forked: its child processes that run main.ts (tsx may start an esbuild service
 * beside them, a child of the primary too, when its transform cache is cold as on a fresh clone).
 */
function childrenOf(pid: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(pid)]).stdout?.toString() ?? '';
  return out
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false; // exited meanwhile
      }
    });
}

// .ci/run installs redis-server: under CI its absence fails the suite (PostgreSQL's: databases.ts)
if (process.env.CI === 'true' && !hasRedisServer) throw new Error('redis-server is not on PATH (CI=true requires it)');
const describeCluster = !postgresUnavailable && hasRedisServer ? describe : describe.skip;

describeCluster('WEB_CONCURRENCY=2 on PostgreSQL and Redis', () => {
  let db: PostgresTestDatabase;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let server: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    db = await createPostgresDatabase(BEFORE_2026_05_02);
    redis = await startRedisServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        CLOCK_START: BEFORE_2026_05_02,
        JWT_SECRET: 'cluster-test-secret-0123456789abcdef',
        ADMIN_API_TOKEN: ADMIN_TOKEN,
        YEEKEE_SECRET_KEY: 'cluster-test-yeekee-key-0123456789abcdef',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_PASSES: '1',
        OPS_NEW_ACCOUNT_HOLD_HOURS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await waitUntil(
      'two workers answering /healthz',
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
        const ok = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        return ok && childrenOf(server.pid!).length === 2 ? true : undefined;
      },
      120_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}; children ${childrenOf(server.pid!).join(',')}; server output:\n${output}`);
    });
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      for (const pid of childrenOf(server.pid!)) process.kill(pid, 'SIGKILL');
    }
    redis?.stop();
    await db?.drop();
  });

  /** `GET backoffice/auth/me`'s status, each on a new connection (a pooled one could lead to a killed worker). */
  const opsMe = (token: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(
          `${base}/api/v1/backoffice/auth/me`,
          { agent: false, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject)
        .setTimeout(5_000, function (this: http.ClientRequest) {
          this.destroy(new Error('no answer in 5 s'));
        });
    });

  it('serves from two processes sharing the port, a session made through one honoured by the other, a killed worker replaced, SIGTERM stopping all', async () => {
    const workers = childrenOf(server.pid!);
    expect(workers).toHaveLength(2);

    const boot = await fetch(`${base}/api/v1/backoffice/ops-users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cluster-admin', password: 'cluster-admin-password-0123' }),
    });
    expect(boot.status).toBe(201);
    const login = await fetch(`${base}/api/v1/backoffice/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cluster-admin', password: 'cluster-admin-password-0123' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // the cluster hands connections out round-robin: twenty requests on new connections reach both workers
    const statuses = await Promise.all(Array.from({ length: 20 }, () => opsMe(token)));
    expect(statuses.every((s) => s === 200)).toBe(true);

    // one worker dies without warning: the other keeps answering, and the primary starts a replacement
    // (a connection the primary handed to it in that instant is lost, as a client's retry would find)
    process.kill(workers[0]!, 'SIGKILL');
    await waitUntil('an answer after the kill', async () =>
      (await opsMe(token).catch(() => 0)) === 200 ? true : undefined,
    );
    const replaced = await waitUntil('a replacement worker', () => {
      const now = childrenOf(server.pid!);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    });
    await waitUntil('the replacement answering', async () => {
      const all = await Promise.all(Array.from({ length: 10 }, () => opsMe(token).catch(() => 0)));
      return all.every((s) => s === 200) ? true : undefined;
    });
    expect(replaced).toContain(workers[1]);

    // SIGTERM: every worker shuts down gracefully, then the primary exits 0
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  });
});
