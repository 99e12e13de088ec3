/**
 * `npm run chaos`: the fault run of issue 12. 200 concurrent players deposit and bet through the real HTTP
 * server on real PostgreSQL while the api process is killed with SIGKILL and started again, and PostgreSQL
 * itself is restarted once (the api process must stay up through that one). Clients behave like the real
 * front end: a request that got no answer (connection refused/reset) or a 503 is retried with the same
 * Idempotency-Key. Afterwards, from the database: every acknowledged bet and deposit is present, every
 * transfer's postings sum to zero, every balance equals its postings, no player balance is negative, and a
 * round settled while the process was killed mid-confirm paid each line at most once. Prints the figures;
 * exits 1 when an invariant fails.
 *
 * Env: CHAOS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database `chaos_<random>` is
 * created on that server and dropped), CHAOS_PLAYERS (200), CHAOS_SECONDS (60), CHAOS_PORT (3390),
 * CHAOS_PG_RESTART (the shell command that restarts PostgreSQL; default: pg_ctlcluster of /etc/postgresql).
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '..', '..');
const BASE_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? 200);
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const PORT = Number(process.env.CHAOS_PORT ?? 3390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = 'chaos-admin-token-0123456789';
const LOG = path.join(ROOT, '.data', 'chaos-api.log');

function pgRestartCommand(): string {
  if (process.env.CHAOS_PG_RESTART) return process.env.CHAOS_PG_RESTART;
  const version = fs.readdirSync('/etc/postgresql')[0];
  return `pg_ctlcluster --skip-systemctl-redirect ${version} main restart`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dbName = `chaos_${crypto.randomBytes(5).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function adminQuery(q: string) {
  for (let i = 0; ; i++) {
    const c = new pg.Client({ connectionString: BASE_URL });
    try {
      await c.connect();
      await c.query(q);
      return;
    } catch (e) {
      if (i > 20) throw e;
      await sleep(500);
    } finally {
      await c.end().catch(() => undefined);
    }
  }
}

// ---------------------------------------------------------------- the api process
let api: ChildProcess | null = null;
const logStream = (() => {
  fs.mkdirSync(path.dirname(LOG), { recursive: true });
  return fs.createWriteStream(LOG);
})();

function startApi(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      ADMIN_API_TOKEN: ADMIN,
      JWT_SECRET: 'chaos-secret-chaos-secret-0123',
      SMS_PROVIDER: 'outbox',
      LOG_LEVEL: 'warn',
      CLOCK_START: '2026-05-01T10:00:00+07:00',
      LOTTERY_SEED_TICKETS: '0',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_OPS_LOGIN_PER_MINUTE: '1000000',
      RATE_LIMIT_PLAY_PER_MINUTE: '1000000',
      DB_POOL_SIZE: '20',
      STATIC_ROOT: path.join(ROOT, '.data', 'no-static'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(logStream, { end: false });
  child.stderr!.pipe(logStream, { end: false });
  return child;
}

async function waitHealthy(timeoutMs = 120_000): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const r = await fetch(`${ORIGIN}/healthz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`api not healthy after ${timeoutMs} ms (see ${LOG})`);
}

// ---------------------------------------------------------------- HTTP with client-side retries
interface Answer {
  status: number;
  body: { service_code: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const stats = { requests: 0, networkErrors: 0, s503: 0, s5xxOther: 0, retries: 0 };

async function call(method: string, url: string, body?: unknown, token?: string, key?: string): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) stats.retries += 1;
    stats.requests += 1;
    try {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      if (key) headers['idempotency-key'] = key;
      const res = await fetch(`${ORIGIN}/api/v1${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const json = (await res.json()) as Answer['body'];
      if (res.status === 503) stats.s503 += 1;
      else if (res.status >= 500) stats.s5xxOther += 1;
      if (res.status >= 500 && attempt < 60) {
        await sleep(250);
        continue;
      }
      return { status: res.status, body: json };
    } catch {
      stats.networkErrors += 1;
      if (attempt >= 60) throw new Error(`${method} ${url}: no answer after ${attempt} attempts`);
      await sleep(250);
    }
  }
}

async function registerPlayer(i: number): Promise<{ token: string; userId?: number }> {
  const phone = `09${String(10_000_000 + i * 7919).slice(-8)}`;
  const req = await call('POST', '/auth/otp/request', { phone, purpose: 'REGISTER' });
  if (req.status !== 200) throw new Error(`otp request ${phone}: ${JSON.stringify(req.body)}`);
  const box = await call('GET', `/dev/sms-outbox?phone=${phone}`);
  const v = await call('POST', '/auth/otp/verify', {
    otp_session_token: req.body.data.otp_session_token,
    otp: box.body.data[0].otp,
  });
  const reg = await call('POST', '/auth/register', {
    verified_token: v.body.data.verified_token,
    pin: '135790',
    age_confirmed: true,
    bank_code: 'KBANK',
    bank_account_number: `1${phone.slice(1)}`, // one bank account per player (E20010)
    bank_account_name: 'Chaos Player',
  });
  if (reg.status !== 201) throw new Error(`register ${phone}: ${JSON.stringify(reg.body)}`);
  return { token: reg.body.data.token };
}

// ---------------------------------------------------------------- the run
interface Ack {
  kind: 'deposit' | 'bet';
  token: string;
  key: string;
  id: string;
}

async function main() {
  const t0 = Date.now();
  console.log(`chaos: database ${dbName}, ${PLAYERS} players, ${SECONDS} s of load, api on :${PORT}`);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  api = startApi();
  await waitHealthy();
  const apiPidsKilled: number[] = [];

  // players, each with money
  const players: { token: string }[] = [];
  for (let i = 0; i < PLAYERS; i += 20)
    players.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, PLAYERS - i) }, (_, j) => registerPlayer(i + j)))),
    );
  const round = (await call('GET', '/underground/current-round/thai')).body.data.current_round;
  console.log(
    `chaos: ${players.length} players registered, betting on round ${round.round_id} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const acks: Ack[] = [];
  const refused: Record<string, number> = {};
  let stop = false;
  const worker = async (p: { token: string }) => {
    while (!stop) {
      const key = crypto.randomUUID();
      if (Math.random() < 0.35) {
        const r = await call('POST', '/wallet/deposit', { amount: 50 + Math.floor(Math.random() * 100) }, p.token, key);
        if (r.status === 200 || r.status === 201)
          acks.push({ kind: 'deposit', token: p.token, key, id: r.body.data.transaction_id });
        else refused[r.body.service_code] = (refused[r.body.service_code] ?? 0) + 1;
      } else {
        const number = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
        const r = await call(
          'POST',
          '/underground/bet/thai',
          {
            round_id: round.round_id,
            remark: 'chaos',
            lines: [{ kind: 'THREE_TOP', number, amount: 1 + Math.floor(Math.random() * 5) }],
          },
          p.token,
          key,
        );
        if (r.status === 201 || r.status === 200)
          acks.push({ kind: 'bet', token: p.token, key, id: r.body.data.slip_id });
        else refused[r.body.service_code] = (refused[r.body.service_code] ?? 0) + 1;
      }
    }
  };
  const load = Promise.all(players.map((p) => worker(p)));

  // the faults
  const events: string[] = [];
  const at = (s: number) => sleep(Math.max(0, s * 1000));
  const killAndRestart = async (label: string) => {
    const pid = api!.pid!;
    api!.kill('SIGKILL');
    apiPidsKilled.push(pid);
    const k = Date.now();
    await sleep(300);
    api = startApi();
    await waitHealthy();
    events.push(`${label}: api pid ${pid} SIGKILLed, new pid ${api.pid} healthy after ${Date.now() - k} ms`);
  };
  const phases = (async () => {
    await at(SECONDS * 0.2);
    await killAndRestart('kill #1');
    await at(SECONDS * 0.2);
    const pidBefore = api!.pid;
    const r0 = Date.now();
    execSync(pgRestartCommand(), { stdio: 'ignore' });
    events.push(`PostgreSQL restarted in ${Date.now() - r0} ms`);
    await waitHealthy();
    const alive = api!.exitCode === null && api!.pid === pidBefore;
    events.push(
      `api pid ${pidBefore} ${alive ? 'stayed up' : 'DIED'} through the PostgreSQL restart (healthy again ${Date.now() - r0} ms after the restart began)`,
    );
    if (!alive) throw new Error('the api process died when PostgreSQL restarted');
    await at(SECONDS * 0.2);
    await killAndRestart('kill #2');
    await at(SECONDS * 0.2);
  })();
  await phases;
  stop = true;
  await load;
  console.log(`chaos: load over after ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // settle the round with a kill in the middle of the confirmations
  const settleReport = await settleUnderChaos(round.round_id);
  events.push(settleReport);

  api!.kill('SIGTERM');
  await sleep(1500);
  const report = await verify(acks);
  for (const e of events) console.log(`  • ${e}`);
  console.log(
    `chaos figures: requests ${stats.requests} (retries ${stats.retries}), no answer ${stats.networkErrors}, ` +
      `503 ${stats.s503}, other 5xx ${stats.s5xxOther}; acknowledged bets ${acks.filter((a) => a.kind === 'bet').length}, ` +
      `deposits ${acks.filter((a) => a.kind === 'deposit').length}; refused ${JSON.stringify(refused)}`,
  );
  for (const line of report.lines) console.log(`  ${line.ok ? '✓' : '✗'} ${line.text}`);
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  console.log(
    `chaos: ${report.ok ? 'PASSED' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s (api log: ${LOG})`,
  );
  process.exit(report.ok ? 0 : 1);
}

/** Creates an admin and two operators, force-closes the round, enters the official draw, then confirms it twice at once
 * while the api is killed; after a restart, confirms again. Returns a line for the report. */
async function settleUnderChaos(roundId: string): Promise<string> {
  // the bootstrap token creates the first ops user (an admin), who creates the two operators
  const login = async (username: string, password: string) =>
    (await call('POST', '/backoffice/auth/login', { username, password })).body.data?.token as string;
  const first = await call(
    'POST',
    '/backoffice/ops-users',
    { username: 'chaos-admin', password: 'chaos-admin-password-1', role: 'admin' },
    ADMIN,
  );
  if (first.status >= 300) return `settlement skipped: cannot create ops users (${first.body.service_code})`;
  const admin = await login('chaos-admin', 'chaos-admin-password-1');
  for (const name of ['chaos-maker', 'chaos-checker'])
    await call(
      'POST',
      '/backoffice/ops-users',
      { username: name, password: `${name}-password-1`, role: 'operator' },
      admin,
    );
  const maker = await login('chaos-maker', 'chaos-maker-password-1');
  const checker = await login('chaos-checker', 'chaos-checker-password-1');
  await call('POST', `/backoffice/rounds/${roundId}/close`, undefined, maker);
  const dataDir = process.env.SHARED_DATA_DIR ?? path.join(ROOT, 'data');
  const draw = JSON.parse(fs.readFileSync(path.join(dataDir, 'glo-draws.json'), 'utf8')).find(
    (d: { date: string }) => d.date === '2026-05-02',
  );
  const entered = await call('POST', `/backoffice/rounds/${roundId}/result`, draw, maker);
  if (entered.status >= 300) return `settlement skipped: result entry refused (${JSON.stringify(entered.body)})`;
  const confirms = [1, 2].map(() =>
    call('POST', `/backoffice/rounds/${roundId}/result/confirm`, draw, checker).catch(() => null),
  );
  await sleep(30);
  const pid = api!.pid;
  api!.kill('SIGKILL');
  await Promise.race([Promise.all(confirms), sleep(1000)]);
  api = startApi();
  await waitHealthy();
  const again = await call('POST', `/backoffice/rounds/${roundId}/result/confirm`, draw, checker);
  return `settlement: confirm ×2 with api pid ${pid} SIGKILLed 30 ms later; after restart a third confirm answered ${again.status} ${again.body.service_code}`;
}

async function verify(acks: Ack[]): Promise<{ ok: boolean; lines: { ok: boolean; text: string }[] }> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const lines: { ok: boolean; text: string }[] = [];
  const check = (ok: boolean, text: string) => lines.push({ ok, text });
  try {
    const betIds = acks.filter((a) => a.kind === 'bet').map((a) => a.id);
    const depIds = acks.filter((a) => a.kind === 'deposit').map((a) => Number(a.id.replace(/^TX/, '')));
    const slips = await c.query('select count(*)::int as n from bet_slips where slip_code = any($1)', [betIds]);
    check(
      slips.rows[0].n === new Set(betIds).size,
      `acknowledged bets present: ${slips.rows[0].n} of ${new Set(betIds).size}`,
    );
    const deps = await c.query(
      `select count(*)::int as n from ledger_transfers where id = any($1) and kind = 'DEPOSIT'`,
      [depIds],
    );
    check(
      deps.rows[0].n === new Set(depIds).size,
      `acknowledged deposits present: ${deps.rows[0].n} of ${new Set(depIds).size}`,
    );
    const unbalanced = await c.query(
      'select count(*)::int as n from (select transfer_id from ledger_postings group by transfer_id having sum(amount_satang) <> 0) x',
    );
    const total = await c.query(
      'select count(*)::int as t, coalesce(sum(amount_satang), 0)::bigint as s from ledger_postings',
    );
    check(
      unbalanced.rows[0].n === 0 && Number(total.rows[0].s) === 0,
      `postings sum to zero: ${total.rows[0].t} postings, sum ${total.rows[0].s}, unbalanced transfers ${unbalanced.rows[0].n}`,
    );
    const drifted = await c.query(`select count(*)::int as n from ledger_accounts a
      where a.balance_satang <> coalesce((select sum(p.amount_satang) from ledger_postings p where p.account_id = a.id), 0)`);
    check(drifted.rows[0].n === 0, `balances equal their postings: ${drifted.rows[0].n} accounts drifted`);
    const negative = await c.query(
      `select count(*)::int as n from ledger_accounts where kind = 'player' and balance_satang < 0`,
    );
    check(negative.rows[0].n === 0, `no negative player balance: ${negative.rows[0].n}`);
    const orphanSlips = await c.query(
      'select count(*)::int as n from bet_slips s where not exists (select 1 from ledger_transfers t where t.id = s.transfer_id)',
    );
    check(orphanSlips.rows[0].n === 0, `every slip has its stake transfer: ${orphanSlips.rows[0].n} without`);
    const twice = await c.query(`select count(*)::int as n from (
        select idempotency_key from ledger_transfers where kind = 'PAYOUT' group by idempotency_scope, idempotency_key having count(*) > 1) x`);
    const settledLines = await c.query(`select count(*)::int as n, count(*) filter (where status = 'WIN')::int as w,
        coalesce(sum(payout_satang), 0)::bigint as paid from bet_lines where status in ('WIN', 'LOSE')`);
    const payoutPostings =
      await c.query(`select coalesce(sum(p.amount_satang), 0)::bigint as s, count(distinct t.id)::int as n
        from ledger_postings p join ledger_transfers t on t.id = p.transfer_id join ledger_accounts a on a.id = p.account_id
       where a.kind = 'player' and t.kind = 'PAYOUT'`);
    const winningSlips = await c.query(`select count(*)::int as n from bet_slips where payout_satang > 0`);
    const rounds = await c.query(`select state from rounds where game_code = 'UG' and draw_date = '2026-05-02'`);
    check(
      rounds.rows[0]?.state === 'settled' &&
        twice.rows[0].n === 0 &&
        Number(payoutPostings.rows[0].s) === Number(settledLines.rows[0].paid) &&
        payoutPostings.rows[0].n === winningSlips.rows[0].n,
      `settled once: round ${rounds.rows[0]?.state}, ${settledLines.rows[0].n} lines settled (${settledLines.rows[0].w} won), ` +
        `line payouts ${settledLines.rows[0].paid} satang = paid to players ${payoutPostings.rows[0].s} satang in ` +
        `${payoutPostings.rows[0].n} payout transfers for ${winningSlips.rows[0].n} winning slips, duplicate payout keys ${twice.rows[0].n}`,
    );
  } finally {
    await c.end();
  }
  return { ok: lines.every((l) => l.ok), lines };
}

main().catch(async (err) => {
  console.error('chaos run failed:', err);
  api?.kill('SIGKILL');
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  process.exit(1);
});
