/**
 * Ops' payout rates and stake limits per game and kind (issue 10 ops console, draw-games/rates/) on PGlite and
 * PostgreSQL: an ops change is what the next bet stores and checks (rate on the line, min/max → 400 E10000),
 * players see the rates in force, history lists every change, a player or an admin cannot write, bad bodies
 * change nothing, and two concurrent changes leave a history whose rows chain (each old = the previous new).
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import { storedLineRatesX100 } from '../test-support/stored-bets';
import { depositBaht, idemKey, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

describe.each(BACKENDS)('game rates on %s', (backend) => {
  // this suite tests what an applied change does: the band is opened wide so every change applies at once (the band
  // and the second operator's confirmation are setting-changes.test.ts)
  const t = useTestApp(backend, { env: { OPS_CHANGE_BAND_MIN: '0', OPS_CHANGE_BAND_MAX: '1000' } });
  let player: string;
  const put = (body: unknown, token = t.ops, game = 'VN') =>
    t.http.call('PUT', `/backoffice/rates/${game}`, { token, body });
  const view = async (game = 'VN') => (await t.http.get(`/backoffice/rates/${game}`, t.ops)).body.data;
  const kindOf = async (kind: string, game = 'VN') =>
    (await view(game)).kinds.find((k: { kind: string }) => k.kind === kind);
  const history = async (game = 'VN') => (await t.http.get(`/backoffice/rates/${game}/history`, t.ops)).body.data;
  const roundId = async () => (await t.http.get('/hanoi/current-round/normal')).body.data.current_round.round_id;
  const bet = async (lines: unknown[]) =>
    t.http.post('/hanoi/bet/normal', { round_id: await roundId(), lines }, player, {
      'idempotency-key': idemKey('bet'),
    });

  beforeAll(async () => {
    player = (await registerPlayer(t.http)).token;
    expect((await depositBaht(t.http, player, 50_000)).status).toBe(201);
  });

  it('shows the catalogue defaults before any change, unit kinds read-only', async () => {
    expect(await kindOf('THREE_TOP')).toMatchObject({
      editable: true,
      rate: 850,
      min_amount: 1,
      max_amount: 100,
      own_rate: null,
      default_rate: 850,
      updated_by: null,
    });
    expect(await kindOf('RUN_TOP')).toMatchObject({ rate: 3.2 });
    const set = (await view('SETHN')).kinds[0];
    expect(set).toMatchObject({ kind: 'SET_4D', editable: false, rate: 0, min_amount: 120, max_amount: 14400 });
    const pub = await t.http.get('/hanoi/rate/normal');
    expect(pub.status).toBe(200);
    expect(pub.body.data.kinds[0]).toEqual({ kind: 'THREE_TOP', rate: 850, min_amount: 1, max_amount: 100 });
  });

  it('an ops change is the rate the next bet stores and the limits it checks; history lists both changes', async () => {
    const first = await put({ kinds: { THREE_TOP: { rate: 700, max_amount: 500 } }, reason: 'promo week' });
    expect(first.status).toBe(200);
    expect(first.body.data.kinds[0]).toMatchObject({ rate: 700, max_amount: 500, own_rate: 700, updated_by: 'maker' });
    expect((await t.http.get('/hanoi/rate/normal')).body.data.kinds[0]).toMatchObject({ rate: 700, max_amount: 500 });

    const ok = await bet([{ kind: 'THREE_TOP', number: '123', amount: 300 }]);
    expect(ok.status).toBe(201);
    expect(ok.body.data.lines[0]).toMatchObject({ rate: 700 });
    expect((await storedLineRatesX100(t.database.db, ok.body.data.slip_id))[0]).toBe(70000);

    const over = await bet([{ kind: 'THREE_TOP', number: '123', amount: 500.01 }]);
    expect(over.status).toBe(400);
    expect(over.body.service_code).toBe('E10000');
    expect(JSON.stringify(over.body)).toMatch(/lines\.0\.amount/);
    // drafts are checked against the same limits
    const draft = (amount: number) =>
      t.http.post('/draft/VN', { name: `d${amount}`, lines: [{ kind: 'THREE_TOP', number: '123', amount }] }, player);
    expect((await draft(300)).status).toBe(201);
    expect((await draft(600)).status).toBe(400);
    // other kinds keep the catalogue's max (100)
    expect((await bet([{ kind: 'TWO_TOP', number: '12', amount: 300 }])).status).toBe(400);

    const second = await put({ kinds: { THREE_TOP: { min_amount: 20 } } });
    expect(second.status).toBe(200);
    const under = await bet([{ kind: 'THREE_TOP', number: '123', amount: 10 }]);
    expect(under.status).toBe(400);
    expect(under.body.service_code).toBe('E10000');
    // the limitation check applies the same values
    const check = await t.http.post(
      '/hanoi/bet/limitation/normal',
      { round_id: await roundId(), lines: [{ kind: 'THREE_TOP', number: '555', amount: 400 }] },
      player,
    );
    expect(check.status).toBe(200);
    expect(check.body.data.lines[0]).toMatchObject({ rate: 700, accepted: true });

    const h = await history();
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({
      kind: 'THREE_TOP',
      old_min_amount: null,
      new_min_amount: 20,
      old_rate: 700,
      new_rate: 700,
    });
    expect(h[1]).toMatchObject({
      kind: 'THREE_TOP',
      old_rate: null,
      new_rate: 700,
      old_max_amount: null,
      new_max_amount: 500,
      changed_by: 'maker',
      reason: 'promo week',
    });
    // the audit trail has the change too
    const audit = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_log where action = 'game_rates.set'`.execute(t.database.db);
    expect(audit.rows[0]!.n).toBe(2);
  });

  it('null returns a field to the default; the REDUCED_RATE factor applies on top of the rate in force', async () => {
    const reset = await put({ kinds: { THREE_TOP: { min_amount: null, max_amount: null } } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.kinds[0]).toMatchObject({ rate: 700, own_min_amount: null, min_amount: 1, max_amount: 100 });
    const rule = await t.http.post(
      '/backoffice/restricted-numbers',
      { game_code: 'VN', kind: 'THREE_TOP', number: '777', rule: 'REDUCED_RATE', rate_factor: 0.5 },
      t.ops,
    );
    expect(rule.status).toBe(201);
    const reduced = await bet([{ kind: 'THREE_TOP', number: '777', amount: 10 }]);
    expect(reduced.status).toBe(201);
    expect(reduced.body.data.lines[0]).toMatchObject({ rate: 350 });
    expect((await put({ kinds: { THREE_TOP: { rate: null } } })).status).toBe(200);
    expect(await kindOf('THREE_TOP')).toMatchObject({ rate: 850, own_rate: null, updated_by: null });
  });

  it('refuses a player, an admin (operators write) and no token; every role reads', async () => {
    const body = { kinds: { TWO_TOP: { rate: 80 } } };
    expect((await put(body, player)).status).toBe(403);
    expect((await put(body, t.admin)).status).toBe(403);
    expect((await t.http.call('PUT', '/backoffice/rates/VN', { body })).status).toBe(401);
    expect((await t.http.get('/backoffice/rates/VN', player)).status).toBe(403);
    expect((await t.http.get('/backoffice/rates/VN/history', player)).status).toBe(403);
    expect((await t.http.get('/backoffice/rates/VN', t.admin)).status).toBe(200);
    expect((await kindOf('TWO_TOP')).rate).toBe(92);
  });

  it('bad bodies are 400 E10000 and change nothing', async () => {
    const before = await view();
    const rowsBefore = (await history()).length;
    const bad: [unknown, RegExp, string?][] = [
      [{ kinds: { TWO_TOP: { rate: 0 } } }, /kinds\.TWO_TOP\.rate/],
      [{ kinds: { TWO_TOP: { rate: -5 } } }, /rate/],
      [{ kinds: { TWO_TOP: { rate: 1e9 } } }, /rate/],
      [{ kinds: { TWO_TOP: { rate: 1.234 } } }, /2 decimals/],
      [{ kinds: { TWO_TOP: { rate: '90' } } }, /rate/],
      [{ kinds: { TWO_TOP: { max_amount: 5_000_000 } } }, /max_amount/],
      [{ kinds: { TWO_TOP: { min_amount: 0 } } }, /min_amount/],
      [{ kinds: { TWO_TOP: { min_amount: 200 } } }, /above the maximum/],
      [{ kinds: { TWO_TOP: { min_amount: 50, max_amount: 40 } } }, /above the maximum/],
      [{ kinds: { TWO_TOP: { rate: 80 }, FIVE_TOP: { rate: 1 } } }, /FIVE_TOP is not offered/],
      [{ kinds: { SET_4D: { max_amount: 100 } } }, /not editable/, 'SETHN'],
      [{ kinds: { TWO_TOP: {} } }, /at least one/],
      [{ kinds: { TWO_TOP: { rate: 80, payout: 1 } } }, /payout|unrecognized|Unrecognized/],
      [{ kinds: {} }, /at least one kind/],
      [{}, /kinds/],
      [[], /./],
      [{ kinds: { TWO_TOP: { rate: 80 } }, reason: 'x'.repeat(501) }, /reason/],
    ];
    for (const [body, message, game] of bad) {
      const res = await put(body, t.ops, game);
      expect({ body, status: res.status, code: res.body.service_code }).toEqual({
        body,
        status: 400,
        code: 'E10000',
      });
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await put({ kinds: { TWO_TOP: { rate: 80 } } }, t.ops, 'NOPE')).status).toBe(404);
    expect(await view()).toEqual(before);
    expect(await history()).toHaveLength(rowsBefore);
  });

  it('two concurrent changes leave a consistent history (each old = the previous new)', async () => {
    const [a, b] = await Promise.all([
      put({ kinds: { RUN_TOP: { rate: 3.5 }, RUN_BOTTOM: { rate: 4.5 } }, reason: 'a' }),
      put({ kinds: { RUN_BOTTOM: { rate: 4.8 }, RUN_TOP: { rate: 3.8, max_amount: 50 } }, reason: 'b' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = (await history()).filter((r: { kind: string }) => r.kind.startsWith('RUN_')).reverse();
    for (const kind of ['RUN_TOP', 'RUN_BOTTOM']) {
      const own = rows.filter((r: { kind: string }) => r.kind === kind);
      expect(own).toHaveLength(2);
      expect(own[0]).toMatchObject({ old_rate: null });
      expect(own[1].old_rate).toBe(own[0].new_rate);
      expect(own[1].old_max_amount).toBe(own[0].new_max_amount);
      // the value in force is the last change's
      expect((await kindOf(kind)).own_rate).toBe(own[1].new_rate);
    }
    // one PUT's kinds committed together: both RUN_ kinds' last change comes from the same request
    const last = rows.slice(-2).map((r: { reason: string }) => r.reason);
    expect(new Set(last).size).toBe(1);
  });
});
