/**
 * The audit trail of ops actions (issue 12) on PGlite and PostgreSQL: every non-GET backoffice route
 * declares how it is audited (walked from the route table), every ops action writes a row with who,
 * target and before → after, rows are append-only (trigger), the hash chain verifies and an edited or
 * deleted row is reported (API and `npm run audit:verify`); concurrent writers never fork the chain.
 * Issue 20: every row is signed (HMAC-SHA256 keyed by AUDIT_SIGNING_KEY, which the database does not hold): a
 * superuser who edits a row and recomputes the whole chain is caught at that row (API and CLI), as is a check
 * with the wrong key; rows from before signing started are reported unsigned, not broken; rotation verifies
 * rows of the old and the new key; an anchor kept outside the database catches a cut tail.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { isAuditedRoute } from '../audit/audited-routes';
import { BACKENDS, TEST_DATABASE_URL } from '../test-support/databases';
import { GENESIS_HASH, rowHash } from '../audit/audit-hash';
import { auditKeyring } from '../audit/audit-signature';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import {
  createOpsUser,
  opsLogin,
  registerPlayer,
  TEST_AUDIT_SIGNING_KEY,
  type TestApp,
  useTestApp,
} from '../test-support/harness';
import { loadStock, shopRoundId } from '../test-support/lottery-shop';

jest.setTimeout(240_000);

const REPO = path.resolve(__dirname, '..', '..', '..');

/** The URL of a PostgreSQL test app's own database (for the audit:verify command line). */
async function databaseUrlOf(t: TestApp): Promise<string> {
  const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.database.db)).rows[0]!.db;
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `npm run audit:verify` (api/src/verify-audit-cli.ts) on the database at `dbUrl` with the signing key `key`:
 * its exit code and what it printed (on success stdout, with stderr when `withStderr`; on failure both).
 */
async function runAuditVerify(dbUrl: string | undefined, args: string[], key: string, withStderr: boolean) {
  try {
    const out = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'api/src/verify-audit-cli.ts'), ...args],
      {
        cwd: REPO,
        env: { ...process.env, DATABASE_URL: dbUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent', AUDIT_SIGNING_KEY: key },
      },
    );
    return { code: 0, out: withStderr ? `${out.stdout}${out.stderr}` : out.stdout };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: `${err.stdout}${err.stderr}` };
  }
}

describe('the route table', () => {
  const t = useTestApp('pglite', { opsUsers: false });

  it('every non-GET /backoffice route declares its audit (config.audit), by hook or in its use case', () => {
    const audited = t.app.routeTable.filter((r) => isAuditedRoute(r.method, r.url));
    expect(audited.length).toBeGreaterThanOrEqual(15);
    const missing = audited.filter((r) => !r.audit).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const names = audited.map((r) => r.audit!.action);
    expect(names.every((a) => /^[a-z_]+(\.[a-z_]+)+$/.test(a))).toBe(true);
    expect(t.app.routeTable.filter((r) => r.method === 'GET').length).toBeGreaterThan(50);
  });
});

describe.each(BACKENDS)('the audit trail on %s', (backend) => {
  const t = useTestApp(backend);
  let auditor: string;
  beforeAll(async () => {
    await createOpsUser(t.http, t.admin, 'reader', 'auditor');
    auditor = await opsLogin(t.http, 'reader');
  });
  const trail = async (query = 'limit=500') => (await t.http.get(`/backoffice/audit?${query}`, auditor)).body.data;

  it('every ops action writes a row: who, what, target, before → after', async () => {
    const ok = (res: { status: number; body: unknown }, status = 200) =>
      expect(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toMatch(new RegExp(`^${status} `));
    const ops = t.ops;
    const roundId = (await t.http.get('/hanoi/current-round/special')).body.data.current_round.round_id as string;
    ok(await t.http.post(`/backoffice/rounds/${roundId}/close`, { reason: 'feed outage' }, ops));
    const morning = t.clock.now();
    t.clock.set('2026-05-02T17:30:00+07:00'); // no result before the scheduled result time (issue 20)
    ok(await t.http.post(`/backoffice/rounds/${roundId}/result`, { special: '00321', prize1: '00044' }, ops), 201);
    ok(await t.http.post(`/backoffice/rounds/${roundId}/result`, { special: '00321', prize1: '00045' }, ops));
    ok(
      await t.http.post(
        `/backoffice/rounds/${roundId}/result/confirm`,
        { special: '00321', prize1: '00045' },
        t.checker,
      ),
    );
    t.clock.set(morning.toISOString());
    const voidId = (await t.http.get('/hanoi/current-round/vip')).body.data.current_round.round_id as string;
    ok(await t.http.post(`/backoffice/rounds/${voidId}/void`, { reason: 'audit test' }, ops));
    ok(await t.http.call('PUT', '/backoffice/cancel-fee/VN', { token: ops, body: { fee_percent: 15 } }));
    const promos = (await t.http.get('/backoffice/lottery/promotions', ops)).body.data;
    ok(await t.http.call('PUT', '/backoffice/lottery/promotions', { token: ops, body: promos }));
    await loadStock(t, await shopRoundId(t), { '123456': 3, '654321': 2 });
    ok(await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: true } }));
    ok(await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: false } }));
    ok(await t.http.call('PUT', '/backoffice/remotes/chat', { token: t.admin, body: { enabled: false } }));
    ok(await t.http.post('/backoffice/draw-calendar/UG', { draw_date: '2027-06-01' }, ops));
    ok(await t.http.call('DELETE', '/backoffice/draw-calendar/UG/2027-06-01', { token: ops }));
    const rule = await t.http.post(
      '/backoffice/restricted-numbers',
      { game_code: 'VN', kind: 'TWO_TOP', number: '13', rule: 'CLOSED' },
      ops,
    );
    ok(rule, 201);
    ok(await t.http.call('DELETE', `/backoffice/restricted-numbers/${rule.body.data.id}`, { token: ops }));
    const temp = await createOpsUser(t.http, t.admin, 'temp', 'operator');
    ok(await t.http.post(`/backoffice/ops-users/${temp.id}/disable`, {}, t.admin));
    ok(await t.http.post('/backoffice/auth/logout', {}, await opsLogin(t.http, 'checker')));
    // refused requests write nothing
    const rows = (await trail()).length;
    expect((await t.http.post(`/backoffice/rounds/${roundId}/close`, {}, ops)).status).toBe(409);
    expect((await t.http.call('PUT', '/backoffice/system/status', { token: ops, body: {} })).status).toBe(403);
    expect((await trail()).length).toBe(rows);

    const all = await trail();
    const actions = new Set(all.map((r: { action: string }) => r.action));
    for (const a of [
      'ops_user.create',
      'ops.login',
      'round.close',
      'round.result.enter',
      'round.result.correct',
      'round.result.confirm',
      'round.void',
      'cancel_fee.set',
      'lottery.promotions.set',
      'lottery.inventory.load',
      'system.status.update',
      'remote.set',
      'calendar.date.add',
      'calendar.date.remove',
      'restriction.create',
      'restriction.delete',
      'ops_user.disable',
      'ops.logout',
    ])
      expect(actions).toContain(a);
    const find = (action: string) => all.find((r: { action: string }) => r.action === action);
    expect(find('round.close')).toMatchObject({
      actor: { kind: 'ops', name: 'maker', ops_user_id: expect.any(String) },
      target: `round:${roundId}`,
      before: { state: 'open' },
      after: { state: 'closed' },
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(find('system.status.update')).toMatchObject({
      actor: { name: 'admin' },
      before: { GameError: true },
      after: { GameError: false },
    });
    expect(find('remote.set')).toMatchObject({
      target: 'remote:chat',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(find('cancel_fee.set')).toMatchObject({ before: { fee_percent: 10 }, after: { fee_percent: 15 } });
    expect(find('lottery.inventory.load')).toMatchObject({ after: { numbers: 2, tickets: 5 } });
    expect(find('restriction.delete')).toMatchObject({
      target: `restriction:${rule.body.data.id}`,
      before: { number: '13', rule: 'CLOSED' },
      after: null,
    });
    expect(find('restriction.create')).toMatchObject({ target: `restriction:${rule.body.data.id}` });
    expect(find('calendar.date.remove')).toMatchObject({ target: 'calendar:UG', before: { draw_date: '2027-06-01' } });
  });

  it('lists newest first, pages with before_id, filters by action family; auditors and admins only', async () => {
    const first = await trail('limit=3');
    expect(first).toHaveLength(3);
    expect(first[0].id).toBeGreaterThan(first[1].id);
    const next = await trail(`limit=3&before_id=${first[2].id}`);
    expect(next[0].id).toBe(first[2].id - 1);
    const results = await trail('action=round.result');
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.every((r: { action: string }) => r.action.startsWith('round.result.'))).toBe(true);
    expect((await t.http.get('/backoffice/audit', t.ops)).status).toBe(403);
    expect((await t.http.get('/backoffice/audit?limit=0', auditor)).status).toBe(400);
  });

  it('rows cannot be changed or deleted; the chain verifies', async () => {
    await expect(sql`update audit_log set action = 'x' where id = 1`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log where id = 1`.execute(t.database.db)).rejects.toThrow(/append-only/);
    const verify = await t.http.get('/backoffice/audit/verify', auditor);
    expect(verify.body.data).toMatchObject({ ok: true, first_broken: null });
    expect(verify.body.data.rows_checked).toBeGreaterThan(20);
  });
});

describe.each(BACKENDS)('a tampered audit trail on %s', (backend) => {
  const t = useTestApp(backend);
  let dbUrl: string | undefined;
  beforeAll(async () => {
    for (const flag of [true, false])
      await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: flag } });
    if (backend === 'postgres') dbUrl = await databaseUrlOf(t);
  });
  const verify = async () => (await t.http.get('/backoffice/audit/verify', t.admin)).body.data;
  const cli = (args: string[] = [], key = TEST_AUDIT_SIGNING_KEY) => runAuditVerify(dbUrl, args, key, false);

  it('an edited row breaks the chain at that row; a deleted one leaves a gap (API and npm run audit:verify)', async () => {
    const good = await verify();
    expect(good.ok).toBe(true);
    if (dbUrl) expect(await cli()).toMatchObject({ code: 0, out: expect.stringMatching(/^audit chain OK: \d+ rows/) });

    const db = t.database.db;
    await sql`alter table audit_log disable trigger audit_log_immutable`.execute(db);
    try {
      await sql`update audit_log set after = '{"GameError": false, "tampered": true}' where id = 3`.execute(db);
      const edited = await verify();
      expect(edited).toMatchObject({ ok: false, rows_checked: 2, first_broken: { id: 3 } });
      expect(edited.first_broken.reason).toMatch(/edited/);
      if (dbUrl) {
        const res = await cli();
        expect(res.code).toBe(1);
        expect(res.out).toMatch(/audit chain BROKEN at row 3: hash does not match/);
      }
      // recomputing that row's hash does not help: its signature (and the next row's link) no longer match
      const row = (await sql<{ hash: string }>`select hash from audit_log where id = 3`.execute(db)).rows[0]!;
      const { rowHash } = await import('../audit/audit-hash');
      const r3 = await db.selectFrom('audit_log').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
      await sql`update audit_log set hash = ${rowHash(r3)} where id = 3`.execute(db);
      expect(row.hash).not.toBe(rowHash(r3));
      expect((await verify()).first_broken).toMatchObject({
        id: 3,
        reason: expect.stringMatching(/signature does not match/),
      });

      await sql`delete from audit_log where id = 2`.execute(db);
      expect((await verify()).first_broken).toMatchObject({ id: 3, reason: 'row 2 is missing (the next row is 3)' });
      const last = (await sql<{ id: number }>`select max(id)::int as id from audit_log`.execute(db)).rows[0]!.id;
      await sql`delete from audit_log where id >= 2`.execute(db);
      expect((await verify()).first_broken).toMatchObject({ id: 2 });
      expect(last).toBeGreaterThan(4);
    } finally {
      await sql`alter table audit_log enable trigger audit_log_immutable`.execute(db);
    }
  });
});

/** What a superuser without the key does: edit row `id`'s `after`, then recompute every hash from it to the head. */
async function rewriteAuditFrom(db: TestApp['database']['db'], id: number, after: unknown) {
  await sql`alter table audit_log disable trigger audit_log_immutable`.execute(db);
  try {
    await sql`update audit_log set after = ${JSON.stringify(after)}::jsonb where id = ${id}`.execute(db);
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>=', id).orderBy('id').execute();
    let prev =
      id === 1
        ? GENESIS_HASH
        : (
            await db
              .selectFrom('audit_log')
              .select('hash')
              .where('id', '=', id - 1)
              .executeTakeFirstOrThrow()
          ).hash;
    for (const r of rows) {
      const hash = rowHash({ ...r, prev_hash: prev });
      await sql`update audit_log set prev_hash = ${prev}, hash = ${hash} where id = ${r.id}`.execute(db);
      prev = hash;
    }
    await sql`update audit_head set last_hash = ${prev} where id = 1`.execute(db);
  } finally {
    await sql`alter table audit_log enable trigger audit_log_immutable`.execute(db);
  }
}

describe.each(BACKENDS)('a signed audit trail rewritten by a database superuser on %s', (backend) => {
  const t = useTestApp(backend);
  let dbUrl: string | undefined;
  const keyring = auditKeyring([TEST_AUDIT_SIGNING_KEY]);
  beforeAll(async () => {
    for (const flag of [true, false, true, false])
      await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: flag } });
    if (backend === 'postgres') dbUrl = await databaseUrlOf(t);
  });
  const verify = async () => (await t.http.get('/backoffice/audit/verify', t.admin)).body.data;
  const cli = (args: string[] = [], key = TEST_AUDIT_SIGNING_KEY) => runAuditVerify(dbUrl, args, key, true);

  it('every row is signed; untouched, the chain and its signatures verify (API and npm run audit:verify)', async () => {
    const rows = await t.database.db.selectFrom('audit_log').select(['id', 'sig', 'key_id']).orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.sig ?? '') && r.key_id === keyring.signer.id)).toBe(true);
    const good = await verify();
    expect(good).toMatchObject({ ok: true, signed_after_id: 0, unsigned_rows: 0, first_broken: null });
    expect(good.signed_rows).toBe(rows.length);
    expect(await verifyAuditChain(t.database.db, keyring)).toMatchObject({ ok: true, signed_rows: rows.length });
    if (dbUrl) {
      const res = await cli();
      expect(res).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^audit chain OK: \d+ rows \(\d+ signed, 0 from/),
      });
      const anchor = /anchor .*: (\d+:[0-9a-f]{64})/.exec(res.out)![1]!;
      expect(await cli(['--anchor', anchor])).toMatchObject({ code: 0 });
    }
  });

  it('the wrong key fails at the first signed row; a rotated keyring (new key first, old listed) verifies', async () => {
    const wrong = auditKeyring(['another-audit-key-that-is-long-enough-000']);
    const res = await verifyAuditChain(t.database.db, wrong);
    expect(res).toMatchObject({ ok: false, rows_checked: 0, first_broken: { id: 1 } });
    expect(res.first_broken!.reason).toMatch(/not among the configured keys/);
    if (dbUrl) {
      const out = await cli([], 'another-audit-key-that-is-long-enough-000');
      expect(out.code).toBe(1);
      expect(out.out).toMatch(/audit chain BROKEN at row 1: signed with key [0-9a-f]{16}, which is not among/);
    }
    const rotated = auditKeyring(['a-new-audit-key-after-rotation-0123456789', TEST_AUDIT_SIGNING_KEY]);
    expect(await verifyAuditChain(t.database.db, rotated)).toMatchObject({ ok: true });
  });

  it('a row edited and the whole chain recomputed without the key: verify fails naming that row', async () => {
    const before = await verify();
    expect(before.ok).toBe(true);
    await rewriteAuditFrom(t.database.db, 3, { GameError: false, tampered: true });
    // the hash chain alone now holds: every hash and link was recomputed
    const db = t.database.db;
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    let prev = GENESIS_HASH;
    for (const r of rows) {
      expect(r.prev_hash).toBe(prev);
      expect(rowHash(r)).toBe(r.hash);
      prev = r.hash;
    }
    const res = await verify();
    expect(res).toMatchObject({ ok: false, rows_checked: 2, first_broken: { id: 3 } });
    expect(res.first_broken.reason).toMatch(/signature does not match/);
    if (dbUrl) {
      const out = await cli();
      expect(out.code).toBe(1);
      expect(out.out).toMatch(/audit chain BROKEN at row 3: signature does not match/);
    }
    // stripping the signatures of the rewritten rows does not help: rows after the signing start must be signed
    await sql`alter table audit_log disable trigger audit_log_immutable`.execute(db);
    try {
      await sql`update audit_log set sig = null, key_id = null where id >= 3`.execute(db);
      expect((await verify()).first_broken).toMatchObject({ id: 3, reason: expect.stringMatching(/not signed/) });
      // nor moving the signing start past them (the rows before it still carry signatures)
      await sql`alter table audit_signing disable trigger audit_signing_immutable`.execute(db);
      await sql`update audit_signing set signed_after_id = 3`.execute(db);
      expect((await verify()).first_broken).toMatchObject({ id: 1, reason: expect.stringMatching(/start was moved/) });
      await sql`update audit_signing set signed_after_id = 0`.execute(db);
      await sql`alter table audit_signing enable trigger audit_signing_immutable`.execute(db);
    } finally {
      await sql`alter table audit_log enable trigger audit_log_immutable`.execute(db);
    }
  });
});

describe.each(BACKENDS)('an audit trail from before signing on %s', (backend) => {
  const t = useTestApp(backend);

  it('rows before the signing start are reported unsigned, not broken; the next ops action is signed', async () => {
    const db = t.database.db;
    // as migration 0033 does on an existing trail: the rows so far predate signing
    await sql`alter table audit_log disable trigger audit_log_immutable`.execute(db);
    await sql`alter table audit_signing disable trigger audit_signing_immutable`.execute(db);
    const last = (await db.selectFrom('audit_head').select('last_id').executeTakeFirstOrThrow()).last_id;
    try {
      await sql`update audit_log set sig = null, key_id = null`.execute(db);
      await sql`update audit_signing set signed_after_id = ${last}`.execute(db);
    } finally {
      await sql`alter table audit_log enable trigger audit_log_immutable`.execute(db);
      await sql`alter table audit_signing enable trigger audit_signing_immutable`.execute(db);
    }
    const legacy = (await t.http.get('/backoffice/audit/verify', t.admin)).body.data;
    expect(legacy).toMatchObject({ ok: true, signed_after_id: last, signed_rows: 0, unsigned_rows: last });
    await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: true } });
    const next = (await t.http.get('/backoffice/audit/verify', t.admin)).body.data;
    expect(next).toMatchObject({ ok: true, signed_rows: 1, unsigned_rows: last, rows_checked: last + 1 });
    // a legacy row edited and the chain recomputed: the signed row after it no longer verifies
    await rewriteAuditFrom(db, 1, { tampered: true });
    expect((await t.http.get('/backoffice/audit/verify', t.admin)).body.data).toMatchObject({
      ok: false,
      unsigned_rows: last,
      first_broken: { id: last + 1, reason: expect.stringMatching(/signature does not match/) },
    });
  });
});

const pgOnly = BACKENDS.includes('postgres') ? describe : describe.skip;
pgOnly('concurrent audit writers on postgres', () => {
  const t = useTestApp('postgres');

  it('40 ops actions at once append 40 consecutive rows on one unforked chain', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.database.db)).rows[0]!
      .n;
    const player = (await registerPlayer(t.http)).token;
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? t.http.call('PUT', `/backoffice/cancel-fee/VN`, { token: t.ops, body: { fee_percent: i } })
        : t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { FreeStyleText: `n${i}` } }),
    );
    const results = await Promise.all([...calls, t.http.get('/backoffice/audit', player)]);
    expect(results.slice(0, 40).every((r) => r.status === 200)).toBe(true);
    const rows = await sql<{ id: number; prev_hash: string }>`select id, prev_hash from audit_log order by id`.execute(
      t.database.db,
    );
    expect(rows.rows).toHaveLength(before + 40);
    expect(rows.rows.map((r) => r.id)).toEqual(rows.rows.map((_, i) => i + 1));
    expect(new Set(rows.rows.map((r) => r.prev_hash)).size).toBe(rows.rows.length);
    expect((await t.http.get('/backoffice/audit/verify', t.admin)).body.data).toMatchObject({ ok: true });
  });
});
