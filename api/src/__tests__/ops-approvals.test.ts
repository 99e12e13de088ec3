/**
 * Issue 20, "no single person can create a payout" (the ops accounts and results side), on PGlite and PostgreSQL:
 * - once two active admins exist a new ops account is created pending: it cannot log in until a DIFFERENT admin
 *   approves it (the requester cannot; two admins approving at once → one 200 and one 409; rejected is final), and
 *   every step is audited; with one admin only it is created directly;
 * - the new-account hold (OPS_NEW_ACCOUNT_HOLD_HOURS): a fresh account cannot enter or confirm a result, counted from
 *   the approval when that came later;
 * - no result before the round's scheduled result time, even after an early close; an early close needs a reason,
 *   is flagged, and the closer cannot confirm the result;
 * - the checker re-types blind: a pending entry's values are shown to its maker only, and a mismatch names fields.
 * The insider of the issue (one admin, two operators of their own, an early close and a result) is refused at each
 * of these steps.
 */
import { BACKENDS } from '../test-support/databases';
import { createOpsUser, opsLogin, TEST_OPS_PASSWORD, type TestApp, useTestApp } from '../test-support/harness';

jest.setTimeout(240_000);

const HANOI = { special: '00321', prize1: '00044' }; // VNS has no official source: any valid result

async function roundOn(t: TestApp, game: string, drawDate: string): Promise<string> {
  const res = await t.http.get(`/backoffice/rounds?game=${game}&limit=100`, t.ops);
  const round = (res.body.data as { round_id: string; draw_date: string }[]).find((r) => r.draw_date === drawDate);
  if (!round) throw new Error(`no ${game} round on ${drawDate}`);
  return round.round_id;
}

const loginStatus = async (t: TestApp, username: string) =>
  (await t.http.post('/backoffice/auth/login', { username, password: TEST_OPS_PASSWORD })).status;

describe.each(BACKENDS)('ops accounts need a second admin on %s', (backend) => {
  const t = useTestApp(backend);
  let admin2: string;
  let admin3: string;
  const post = (path: string, token: string) => t.http.post(path, {}, token);
  const listed = async (username: string) =>
    ((await t.http.get('/backoffice/ops-users', t.admin)).body.data as { username: string }[]).find(
      (u) => u.username === username,
    );

  it('with one admin an account is created directly (the bootstrap); from two admins on it waits for another', async () => {
    // one active admin: "admin2" is usable at once
    const direct = await createOpsUser(t.http, t.admin, 'admin2', 'admin');
    expect(direct).toMatchObject({ approval: 'approved', created_by: 'admin', decided_by: null });
    admin2 = await opsLogin(t.http, 'admin2');

    // two active admins: the third admin waits, cannot log in, and its requester cannot approve it
    const pending = await createOpsUser(t.http, t.admin, 'admin3', 'admin');
    expect(pending).toMatchObject({ approval: 'pending', created_by: 'admin', decided_by: null, decided_at: null });
    expect(await loginStatus(t, 'admin3')).toBe(401);
    const own = await post(`/backoffice/ops-users/${pending.id}/approve`, t.admin);
    expect({ status: own.status, code: own.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(own.body.service_message).toMatch(/a different admin must approve/);
    const approved = await post(`/backoffice/ops-users/${pending.id}/approve`, admin2);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ approval: 'approved', created_by: 'admin', decided_by: 'admin2' });
    admin3 = await opsLogin(t.http, 'admin3');
    // an operator cannot approve at all
    expect((await post(`/backoffice/ops-users/${pending.id}/approve`, t.ops)).status).toBe(403);
  });

  it('two admins approving at once: one approval, the other 409; every step audited', async () => {
    const op = await createOpsUser(t.http, t.admin, 'op.race', 'operator');
    expect(op.approval).toBe('pending');
    expect(await listed('op.race')).toMatchObject({ approval: 'pending', created_by: 'admin', decided_by: null });
    const results = await Promise.all([
      post(`/backoffice/ops-users/${op.id}/approve`, admin2),
      post(`/backoffice/ops-users/${op.id}/approve`, admin3),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.decided_by as string;
    expect(await listed('op.race')).toMatchObject({ approval: 'approved', decided_by: winner });
    expect(await loginStatus(t, 'op.race')).toBe(200);

    const trail = (await t.http.get('/backoffice/audit?limit=500', t.admin)).body.data as {
      action: string;
      actor: { name: string };
      target: string;
      before: { approval?: string } | null;
      after: { approval?: string } | null;
    }[];
    const rows = trail.filter((r) => r.target === `ops_user:${op.id}`);
    expect(rows.map((r) => [r.action, r.actor.name, r.before?.approval ?? null, r.after?.approval])).toEqual(
      expect.arrayContaining([
        ['ops_user.create', 'admin', null, 'pending'],
        ['ops_user.approve', winner, 'pending', 'approved'],
      ]),
    );
    expect(rows.filter((r) => r.action === 'ops_user.approve')).toHaveLength(1);
  });

  it('a rejected account never logs in; a decided account cannot be decided again', async () => {
    const op = await createOpsUser(t.http, t.admin, 'op.rejected', 'operator');
    const rejected = await post(`/backoffice/ops-users/${op.id}/reject`, admin2);
    expect(rejected.body.data).toMatchObject({ approval: 'rejected', decided_by: 'admin2' });
    expect(await loginStatus(t, 'op.rejected')).toBe(401);
    const again = await post(`/backoffice/ops-users/${op.id}/approve`, admin3);
    expect({ status: again.status, code: again.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    expect((await post('/backoffice/ops-users/999999/approve', admin2)).status).toBe(404);
    const trail = (await t.http.get('/backoffice/audit?limit=500', t.admin)).body.data as {
      action: string;
      target: string;
    }[];
    expect(trail.some((r) => r.action === 'ops_user.reject' && r.target === `ops_user:${op.id}`)).toBe(true);
  });

  it('disabling an admin back to one active admin makes creation direct again', async () => {
    const admin3Id = (await listed('admin3')) as unknown as { id: string };
    expect((await post(`/backoffice/ops-users/${admin3Id.id}/disable`, t.admin)).status).toBe(200);
    const admin2Id = (await listed('admin2')) as unknown as { id: string };
    expect((await post(`/backoffice/ops-users/${admin2Id.id}/disable`, t.admin)).status).toBe(200);
    expect((await createOpsUser(t.http, t.admin, 'op.direct', 'operator')).approval).toBe('approved');
  });
});

describe.each(BACKENDS)('the insider of issue 20, with the new-account hold, on %s', (backend) => {
  // 2026-05-02 10:00 Bangkok: admin, maker and checker are created now, each held 24 h
  const t = useTestApp(backend, { env: { OPS_NEW_ACCOUNT_HOLD_HOURS: '24' } });
  let late: { id: string };
  let admin2: string;
  let third: string;

  it('step 1: the admin creates operators of their own once two admins exist → pending, no login', async () => {
    await createOpsUser(t.http, t.admin, 'admin2', 'admin');
    admin2 = await opsLogin(t.http, 'admin2');
    const a = await createOpsUser(t.http, t.admin, 'insider.a', 'operator');
    const b = await createOpsUser(t.http, t.admin, 'insider.b', 'operator');
    expect([a.approval, b.approval]).toEqual(['pending', 'pending']);
    expect(await loginStatus(t, 'insider.a')).toBe(401);
    expect(await loginStatus(t, 'insider.b')).toBe(401);
    // the second admin approves one now and the other the next day (its hold counts from then)
    expect((await t.http.post(`/backoffice/ops-users/${a.id}/approve`, {}, admin2)).status).toBe(200);
    third = await opsLogin(t.http, 'insider.a');
    late = b;
  });

  it('step 2: a fresh account cannot enter or confirm a result (403 until the hold ends)', async () => {
    const roundId = await roundOn(t, 'VNS', '2026-05-02');
    expect((await t.http.post(`/backoffice/rounds/${roundId}/close`, { reason: 'test' }, t.ops)).status).toBe(200);
    t.clock.set('2026-05-02T17:30:00+07:00'); // the round's result time has come
    const entered = await t.http.post(`/backoffice/rounds/${roundId}/result`, HANOI, t.ops);
    expect({ status: entered.status, code: entered.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(entered.body.service_message).toMatch(/a new ops account may not enter a result for its first 24 hours/);
    expect(entered.body.data).toEqual({ held_until: '2026-05-03T03:00:00.000Z' }); // created 10:00 Bangkok + 24 h
    const confirmed = await t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, HANOI, t.checker);
    expect({ status: confirmed.status, code: confirmed.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(confirmed.body.service_message).toMatch(/may not confirm a result/);
    expect((await t.database.db.selectFrom('round_result_entries').selectAll().execute()).length).toBe(0);
  });

  it('step 3: an early close needs a reason, is flagged, and no result is entered before the scheduled time', async () => {
    // the next day, 10:00:01: the maker's and checker's holds are over; insider.b is approved only now
    t.clock.set('2026-05-03T09:00:00+07:00');
    expect((await t.http.post(`/backoffice/ops-users/${late.id}/approve`, {}, admin2)).status).toBe(200);
    t.clock.set('2026-05-03T10:00:01+07:00');
    const roundId = await roundOn(t, 'VNS', '2026-05-03');
    const noReason = await t.http.post(`/backoffice/rounds/${roundId}/close`, {}, t.checker);
    expect({ status: noReason.status, code: noReason.body.service_code }).toEqual({ status: 400, code: 'E10000' });
    expect(noReason.body.data).toEqual([{ path: 'reason', message: expect.stringMatching(/reason is required/) }]);
    const blank = await t.http.post(`/backoffice/rounds/${roundId}/close`, { reason: '   ' }, t.checker);
    expect(blank.status).toBe(400);
    const long = await t.http.post(`/backoffice/rounds/${roundId}/close`, { reason: 'x'.repeat(501) }, t.checker);
    expect(long.status).toBe(400);
    const state = async () =>
      (
        await t.database.db
          .selectFrom('rounds')
          .select(['state', 'forced', 'closed_early_by', 'closed_early_reason'])
          .where('id', '=', Number(roundId))
          .executeTakeFirstOrThrow()
      ).state;
    expect(await state()).not.toBe('closed'); // refused: nothing changed

    const closed = await t.http.post(`/backoffice/rounds/${roundId}/close`, { reason: 'ตลาดปิดเร็ว (ทดสอบ)' }, t.checker);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      state: 'closed',
      result_expected_at: '2026-05-03T10:30:00.000Z',
      closed_early: { by: 'checker', at: '2026-05-03T03:00:01.000Z', reason: 'ตลาดปิดเร็ว (ทดสอบ)' },
    });
    const audit = (await t.http.get('/backoffice/audit?action=round.close&limit=1', t.admin)).body.data[0];
    expect(audit).toMatchObject({
      actor: { name: 'checker' },
      after: { closed_early: { reason: 'ตลาดปิดเร็ว (ทดสอบ)' } },
    });

    // the market has not closed: no result before 17:30 Bangkok, whoever enters it
    const early = await t.http.post(`/backoffice/rounds/${roundId}/result`, HANOI, t.ops);
    expect({ status: early.status, code: early.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    expect(early.body.service_message).toMatch(/result is expected at 2026-05-03T10:30:00\.000Z/);
    expect(early.body.data).toEqual({ result_expected_at: '2026-05-03T10:30:00.000Z' });
    t.clock.set('2026-05-03T17:29:59+07:00');
    expect((await t.http.post(`/backoffice/rounds/${roundId}/result`, HANOI, t.ops)).status).toBe(409);
  });

  it('step 4: the checker re-types blind, the closer cannot confirm, an account approved late is held from its approval', async () => {
    const roundId = await roundOn(t, 'VNS', '2026-05-03');
    t.clock.set('2026-05-03T17:30:00+07:00');
    const entered = await t.http.post(`/backoffice/rounds/${roundId}/result`, HANOI, t.ops);
    expect(entered.status).toBe(201);
    expect(entered.body.data.entry).toMatchObject({ raw: HANOI, entered_by: 'maker' }); // the maker sees their own

    // nobody but the maker sees the pending values: not the checker, not an admin
    for (const token of [t.checker, third, t.admin]) {
      const seen = await t.http.get(`/backoffice/rounds/${roundId}/result`, token);
      expect(seen.body.data).toMatchObject({
        status: 'PENDING',
        entry: { raw: null, digits: null, entered_by: 'maker' },
      });
      expect(JSON.stringify(seen.body)).not.toContain('00321');
    }
    expect((await t.http.get(`/backoffice/rounds/${roundId}/result`, t.ops)).body.data.entry.raw).toEqual(HANOI);

    // the early closer (checker) cannot confirm, even typing the right result
    const byCloser = await t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, HANOI, t.checker);
    expect({ status: byCloser.status, code: byCloser.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(byCloser.body.service_message).toMatch(/closed early by checker: a different ops user must confirm/);

    // approved at 09:00 on 05-03: held until 09:00 on 05-04, although created on 05-02
    const lateToken = await opsLogin(t.http, 'insider.b');
    const held = await t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, HANOI, lateToken);
    expect({ status: held.status, code: held.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(held.body.data).toEqual({ held_until: '2026-05-04T02:00:00.000Z' });

    // a mismatch names the differing field only, never the maker's value
    const wrong = await t.http.post(
      `/backoffice/rounds/${roundId}/result/confirm`,
      { special: '00321', prize1: '00045' },
      third,
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.service_message).toMatch(/prize1 differ/);
    expect(JSON.stringify(wrong.body)).not.toContain('00044');

    // a third operator, approved by another admin and past the hold, settles it; now everyone sees the result
    const ok = await t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, HANOI, third);
    expect(ok.status).toBe(200);
    const seen = await t.http.get(`/backoffice/rounds/${roundId}/result`, t.checker);
    expect(seen.body.data).toMatchObject({ status: 'CONFIRMED', entry: { raw: HANOI, confirmed_by: 'insider.a' } });
  });
});
