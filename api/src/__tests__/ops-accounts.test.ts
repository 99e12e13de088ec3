/**
 * Named ops accounts (issue 12) on PGlite and PostgreSQL: the bootstrap token creates exactly the first
 * admin and nothing else; admins create and disable ops users; login counts a failure atomically before
 * comparing and locks the account after OPS_LOGIN_MAX_FAILURES (also under 50 parallel guesses on
 * PostgreSQL), with one answer for every failure; logout and disabling end sessions at once.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import {
  ADMIN_TOKEN,
  TEST_OPS_PASSWORD,
  createOpsUser,
  opsLogin,
  registerPlayer,
  startTestApp,
  type TestApp,
  useTestApp,
} from '../test-support/harness';

jest.setTimeout(180_000);

describe.each(BACKENDS)('ops accounts on %s', (backend) => {
  const t = useTestApp(backend);
  const login = (username: string, password: string) => t.http.post('/backoffice/auth/login', { username, password });

  it('the bootstrap token created the first admin and can do nothing more', async () => {
    const users = await t.http.get('/backoffice/ops-users', t.admin);
    expect(users.body.data.map((u: { username: string; role: string; created_by: string | null }) => u)).toEqual([
      expect.objectContaining({ username: 'admin', role: 'admin', created_by: null }),
      expect.objectContaining({ username: 'maker', role: 'operator', created_by: 'admin' }),
      expect.objectContaining({ username: 'checker', role: 'operator', created_by: 'admin' }),
    ]);
    const again = await t.http.post(
      '/backoffice/ops-users',
      { username: 'second-admin', password: TEST_OPS_PASSWORD },
      ADMIN_TOKEN,
    );
    expect({ status: again.status, code: again.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(again.body.service_message).toMatch(/only creates the first ops user/);
    for (const [method, url] of [
      ['GET', '/backoffice/rounds?game=UG'],
      ['PUT', '/backoffice/system/status'],
      ['GET', '/backoffice/audit'],
    ] as const) {
      const res = await t.http.call(method, url, { token: ADMIN_TOKEN, body: method === 'PUT' ? {} : undefined });
      expect(`${method} ${url} ${res.status} ${res.body.service_code}`).toBe(`${method} ${url} 403 E10403`);
    }
    const audit = await t.http.get('/backoffice/audit?action=ops_user.create', t.admin);
    expect(audit.body.data.at(-1)).toMatchObject({
      actor: { kind: 'bootstrap-token', ops_user_id: null, name: 'bootstrap-token' },
      action: 'ops_user.create',
      after: { username: 'admin', role: 'admin' },
    });
  });

  it('admins create users of any role; others may not; usernames are unique and validated', async () => {
    const auditor = await createOpsUser(t.http, t.admin, 'Auditor.One', 'auditor');
    expect(auditor).toMatchObject({ username: 'auditor.one', role: 'auditor' });
    const dup = await t.http.post(
      '/backoffice/ops-users',
      { username: 'auditor.one', password: TEST_OPS_PASSWORD, role: 'auditor' },
      t.admin,
    );
    expect(dup.body.service_code).toBe('E10409');
    const byOperator = await t.http.post(
      '/backoffice/ops-users',
      { username: 'sneaky', password: TEST_OPS_PASSWORD, role: 'admin' },
      t.ops,
    );
    expect({ status: byOperator.status, code: byOperator.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    const bad = await t.http.post('/backoffice/ops-users', { username: 'x', password: 'short', role: 'boss' }, t.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((p: { path: string }) => p.path).sort()).toEqual(['password', 'role', 'username']);
    const noRole = await t.http.post(
      '/backoffice/ops-users',
      { username: 'norole', password: TEST_OPS_PASSWORD },
      t.admin,
    );
    expect(noRole.body.service_code).toBe('E10000');
    const me = await t.http.get('/backoffice/auth/me', await opsLogin(t.http, 'auditor.one'));
    expect(me.body.data).toMatchObject({ username: 'auditor.one', role: 'auditor' });
  });

  it('one answer for unknown users and wrong passwords; a player token is not an ops token', async () => {
    const unknown = await login('nobody', 'whatever-password');
    const wrong = await login('maker', 'wrong-password-123');
    expect(unknown.status).toBe(401);
    expect(JSON.stringify(wrong.body)).toBe(JSON.stringify(unknown.body));
    const player = await registerPlayer(t.http);
    const res = await t.http.get('/backoffice/rounds?game=UG', player.token);
    expect({ status: res.status, code: res.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect((await login('maker', TEST_OPS_PASSWORD)).status).toBe(200); // the failure above was reset
  });

  it('locks an account after 5 wrong passwords in a row, even for the right one, until the lock ends', async () => {
    await createOpsUser(t.http, t.admin, 'lockme', 'operator');
    for (let i = 0; i < 4; i++) expect((await login('lockme', `wrong-password-${i}`)).status).toBe(401);
    expect((await login('lockme', TEST_OPS_PASSWORD)).status).toBe(200); // 4 failures: still allowed
    for (let i = 0; i < 5; i++) expect((await login('lockme', `wrong-password-${i}`)).status).toBe(401);
    const locked = await login('lockme', TEST_OPS_PASSWORD);
    expect(locked.status).toBe(401);
    const row = await t.database.db
      .selectFrom('ops_users')
      .select(['login_failures', 'locked_until'])
      .where('username', '=', 'lockme')
      .executeTakeFirstOrThrow();
    expect(row.login_failures).toBe(5);
    expect(row.locked_until!.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await login('lockme', TEST_OPS_PASSWORD)).status).toBe(200);
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('logout revokes the session; disabling revokes every session and refuses logins; not yourself', async () => {
    const token = await opsLogin(t.http, 'maker');
    expect((await t.http.post('/backoffice/auth/logout', {}, token)).status).toBe(200);
    const after = await t.http.get('/backoffice/rounds?game=UG', token);
    expect(after.status).toBe(401);
    expect(after.body.service_message).toMatch(/revoked/);

    const temp = await createOpsUser(t.http, t.admin, 'temp-op', 'operator');
    const tempToken = await opsLogin(t.http, 'temp-op');
    expect((await t.http.get('/backoffice/rounds?game=UG', tempToken)).status).toBe(200);
    const disabled = await t.http.post(`/backoffice/ops-users/${temp.id}/disable`, {}, t.admin);
    expect(disabled.body.data).toMatchObject({ username: 'temp-op', disabled_at: expect.any(String) });
    expect((await t.http.get('/backoffice/rounds?game=UG', tempToken)).status).toBe(401);
    expect((await login('temp-op', TEST_OPS_PASSWORD)).status).toBe(401);
    expect((await t.http.post(`/backoffice/ops-users/${temp.id}/disable`, {}, t.admin)).status).toBe(409);
    const me = (await t.http.get('/backoffice/auth/me', t.admin)).body.data.id;
    expect((await t.http.post(`/backoffice/ops-users/${me}/disable`, {}, t.admin)).body.service_code).toBe('E10409');
    expect((await t.http.post('/backoffice/ops-users/999999/disable', {}, t.admin)).status).toBe(404);

    const trail = await t.http.get('/backoffice/audit?action=ops_user.disable', t.admin);
    expect(trail.body.data[0]).toMatchObject({
      actor: { kind: 'ops', name: 'admin' },
      target: `ops_user:${temp.id}`,
      before: { disabled_at: null },
      after: { disabled_at: expect.any(String) },
    });
    const logins = await t.http.get('/backoffice/audit?action=ops.login&limit=500', t.admin);
    expect(logins.body.data.length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(BACKENDS)('ops bootstrap on a fresh %s database', (backend) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('creates exactly one first admin, even when called in parallel; never a non-admin', async () => {
    t = await startTestApp(backend, { opsUsers: false });
    const operator = await t.http.post(
      '/backoffice/ops-users',
      { username: 'first', password: TEST_OPS_PASSWORD, role: 'operator' },
      ADMIN_TOKEN,
    );
    expect(operator.body.service_code).toBe('E10000');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.http.post('/backoffice/ops-users', { username: `first-${i}`, password: TEST_OPS_PASSWORD }, ADMIN_TOKEN),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(403)]);
    const n = await sql<{ n: number }>`select count(*)::int as n from ops_users`.execute(t.database.db);
    expect(n.rows[0]!.n).toBe(1);
    expect(results.find((r) => r.status === 201)!.body.data.role).toBe('admin');
  });
});

const pgOnly = BACKENDS.includes('postgres') ? describe : describe.skip;
pgOnly('ops login under 50 parallel guesses on postgres', () => {
  const t = useTestApp('postgres');

  it('counts before comparing: 50 wrong guesses at once make exactly 5 failures and a lock; the right one then fails', async () => {
    await createOpsUser(t.http, t.admin, 'target', 'operator');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http.post('/backoffice/auth/login', { username: 'target', password: `guess-${i}-wrong` }),
      ),
    );
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const row = await t.database.db
      .selectFrom('ops_users')
      .select(['login_failures', 'locked_until'])
      .where('username', '=', 'target')
      .executeTakeFirstOrThrow();
    expect(row.login_failures).toBe(5);
    expect(row.locked_until).not.toBeNull();
    expect(
      (await t.http.post('/backoffice/auth/login', { username: 'target', password: TEST_OPS_PASSWORD })).status,
    ).toBe(401);
  });

  it('40 wrong guesses and the right password at once: at most 5 are compared, at most one session', async () => {
    await createOpsUser(t.http, t.admin, 'target2', 'operator');
    const attempts = await Promise.all(
      Array.from({ length: 41 }, (_, i) =>
        t.http.post('/backoffice/auth/login', {
          username: 'target2',
          password: i === 20 ? TEST_OPS_PASSWORD : `guess-${i}-wrong`,
        }),
      ),
    );
    const sessions = await sql<{ n: number }>`
      select count(*)::int as n from ops_sessions s join ops_users u on u.id = s.ops_user_id where u.username = 'target2'`.execute(
      t.database.db,
    );
    expect(sessions.rows[0]!.n).toBe(attempts.filter((a) => a.status === 200).length);
    expect(sessions.rows[0]!.n).toBeLessThanOrEqual(1);
    const row = await t.database.db
      .selectFrom('ops_users')
      .select(['login_failures'])
      .where('username', '=', 'target2')
      .executeTakeFirstOrThrow();
    // a success resets the count to 0 and later guesses count again; without one, exactly 5
    expect(row.login_failures).toBeLessThanOrEqual(5);
    if (sessions.rows[0]!.n === 0) expect(row.login_failures).toBe(5);
  });
});
