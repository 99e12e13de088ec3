/**
 * Players in the ops console (issues 10 and 11) on PGlite and PostgreSQL: ops find a player by the first digits of
 * their phone (and not the others), read their card; an operator bans a player → the player's every call (profile,
 * bet, deposit, shop checkout, even with the revoked token) answers 403 B0V002 with the ban object and no money
 * moves; inactive → 403 B0V003 with the INACTIVE_USER detail; reactivated → logs in and plays again. Player
 * tokens are refused on the ops routes, bad bodies are 400 E10000, every change writes a history and an audit row.
 * On PostgreSQL: a ban racing deposits: each deposit is wholly posted or refused, the ledger stays consistent.
 */
import { sql } from 'kysely';
import { ErrorCode } from 'shared-contracts';
import { assertDepositAllowed } from '../player-protection/assert-deposit-allowed';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';
import { bookTickets, checkout, loadStock, shopRoundId } from '../test-support/lottery-shop';

jest.setTimeout(240_000);

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe.each(BACKENDS)('players in the ops console on %s', (backend) => {
  const t = useTestApp(backend);
  let alice: Player;
  let bob: Player;

  const setStatus = (code: string, body: unknown, token = t.ops) =>
    t.http.call('PUT', `/backoffice/players/${code}/status`, { token, body });
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data?.balance as number;
  const ledgerSum = async () =>
    (
      await sql<{
        n: string;
      }>`select coalesce(sum(balance_satang), 0)::text as n from ledger_accounts where kind = 'player'`.execute(
        t.database.db,
      )
    ).rows[0]!.n;
  const bet = async (token: string) => {
    const round = await t.http.get('/hanoi/current-round/special');
    return t.http.post(
      '/hanoi/bet/special',
      { round_id: round.body.data.current_round.round_id, lines: [{ kind: 'TWO_TOP', number: '12', amount: 10 }] },
      token,
      { 'idempotency-key': idemKey('ban-bet') },
    );
  };

  beforeAll(async () => {
    alice = await registerPlayer(t.http, '0891234501');
    bob = await registerPlayer(t.http, '0899990001');
    expect((await depositBaht(t.http, alice.token, 500)).status).toBe(201);
  });

  it('finds a player by the first digits of the phone (spaces and +66 accepted), and not the others', async () => {
    for (const q of ['0891234', '089 123 45', '%2B66891234501', '66891234']) {
      const res = await t.http.get(`/backoffice/players?phone=${q}`, t.ops);
      expect(res.status).toBe(200);
      expect(res.body.data.players.map((p: { customer_code: string }) => p.customer_code)).toEqual([
        alice.customerCode,
      ]);
      expect(res.body.data.total).toBe(1);
    }
    const both = await t.http.get('/backoffice/players?phone=089', t.ops);
    expect(both.body.data.players.map((p: { phone: string }) => p.phone).sort()).toEqual(['0891234501', '0899990001']);
    const found = await t.http.get(`/backoffice/players?customer_code=${bob.customerCode.toLowerCase()}`, t.ops);
    expect(found.body.data.players).toEqual([
      expect.objectContaining({ customer_code: bob.customerCode, phone: '0899990001', status: 'ACTIVE', balance: 0 }),
    ]);
    const none = await t.http.get('/backoffice/players?phone=0812', t.ops);
    expect(none.body.data).toMatchObject({ players: [], total: 0 });
    const paged = await t.http.get('/backoffice/players?limit=1', t.ops);
    expect(paged.body.data).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(paged.body.data.players).toHaveLength(1);
  });

  it("shows a player's card: balance, limits, logins", async () => {
    const res = await t.http.get(`/backoffice/players/${alice.customerCode}`, t.admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      customer_code: alice.customerCode,
      phone: '0891234501',
      status: 'ACTIVE',
      balance: 500,
      has_limits: false,
      status_history: [],
    });
    expect(res.body.data.limits.deposit_day).toMatchObject({ limit: null, used: 500 });
    expect(res.body.data.recent_sessions.length).toBeGreaterThanOrEqual(1);
    expect((await t.http.get('/backoffice/players/TL00000000', t.ops)).status).toBe(404);
  });

  it('refuses player tokens on the ops routes and bad bodies with 400 E10000 naming the field', async () => {
    const asPlayer = await t.http.get('/backoffice/players?phone=089', alice.token);
    expect(asPlayer.status).toBe(403);
    expect(asPlayer.body.service_code).toBe(ErrorCode.FORBIDDEN);
    expect((await setStatus(bob.customerCode, { status: 'BANNED', reason: 'x' }, alice.token)).status).toBe(403);
    expect((await t.http.get('/backoffice/players?phone=089')).status).toBe(401);
    for (const body of [
      { status: 'GONE', reason: 'x' },
      { status: 'BANNED' },
      { status: 'BANNED', reason: '  ' },
      {},
    ]) {
      const res = await setStatus(bob.customerCode, body);
      expect(res.status).toBe(400);
      expect(res.body.service_code).toBe(ErrorCode.BAD_REQUEST);
    }
    const badQuery = await t.http.get('/backoffice/players?phone=08a1', t.ops);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.service_message).toMatch(/phone/);
    expect((await t.http.get('/backoffice/players?limit=51', t.ops)).status).toBe(400);
    // an admin reads but does not write (operators set statuses)
    expect((await setStatus(bob.customerCode, { status: 'BANNED', reason: 'x' }, t.admin)).status).toBe(403);
    const bobNow = await t.http.get(`/backoffice/players/${bob.customerCode}`, t.ops);
    expect(bobNow.body.data.status).toBe('ACTIVE');
  });

  it('a ban ends the sessions: every player call answers 403 B0V002 with the ban object and no money moves', async () => {
    const before = await ledgerSum();
    const shop = await shopRoundId(t);
    await loadStock(t, shop, { '123456': 5 });
    expect((await bookTickets(t, alice.token, [['123456', 1]])).status).toBe(200);
    const auditBefore = (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.database.db))
      .rows[0]!.n;

    const ban = await setStatus(alice.customerCode, { status: 'BANNED', reason: 'fraud ring' });
    expect(ban.status).toBe(200);
    expect(ban.body.data).toMatchObject({
      customer_code: alice.customerCode,
      from_status: 'ACTIVE',
      to_status: 'BANNED',
      reason: 'fraud ring',
      actor: 'maker',
    });
    expect(ban.body.data.sessions_revoked).toBeGreaterThanOrEqual(1);

    const banObject = {
      detail: 'USER_BANNED',
      status: 'BANNED',
      reason: 'fraud ring',
      since: ban.body.data.created_at,
    };
    for (const res of [
      await t.http.get('/users/info/me', alice.token),
      await t.http.get('/wallet/balance', alice.token),
      await depositBaht(t.http, alice.token, 100),
      await bet(alice.token),
      await checkout(t, alice.token, {}),
      await t.http.post('/live/token', {}, alice.token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ service_code: ErrorCode.USER_BANNED, data: banObject });
    }
    const login = await t.http.post('/auth/login', { phone: alice.phone, pin: alice.pin });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ service_code: ErrorCode.USER_BANNED, data: banObject });
    expect(await ledgerSum()).toBe(before);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });

    // the second line of defence: a money move that passed the guard before the ban is refused under the lock
    const id = Number(
      (
        await t.database.db
          .selectFrom('users')
          .select('id')
          .where('customer_code', '=', alice.customerCode)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => assertDepositAllowed(trx, { userId: id, amountSatang: 100, now: t.clock.now() })),
    ).rejects.toMatchObject({ code: ErrorCode.USER_BANNED });

    // audited, with a history row; banning again is a 409 that writes nothing
    const audit = await sql<{ action: string; target: string; before: unknown; after: unknown; actor_name: string }>`
      select action, target, before, after, actor_name from audit_log where id > ${auditBefore} order by id`.execute(
      t.database.db,
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'player.status.set',
        target: `player:${alice.customerCode}`,
        actor_name: 'maker',
        before: { status: 'ACTIVE' },
        after: expect.objectContaining({ status: 'BANNED', reason: 'fraud ring' }),
      }),
    ]);
    const again = await setStatus(alice.customerCode, { status: 'BANNED', reason: 'again' });
    expect(again.status).toBe(409);
    const card = await t.http.get(`/backoffice/players/${alice.customerCode}`, t.ops);
    expect(card.body.data.status).toBe('BANNED');
    expect(card.body.data.status_history).toEqual([
      expect.objectContaining({ from_status: 'ACTIVE', to_status: 'BANNED', reason: 'fraud ring', actor: 'maker' }),
    ]);
    // bob is untouched
    expect((await t.http.get('/users/info/me', bob.token)).status).toBe(200);
  });

  it('inactive answers the INACTIVE_USER detail; reactivated, the player logs in and plays again', async () => {
    const inactive = await setStatus(alice.customerCode, { status: 'INACTIVE', reason: 'dormant account' });
    expect(inactive.status).toBe(200);
    expect(inactive.body.data.sessions_revoked).toBe(0); // the ban revoked them already
    const blockObject = { detail: 'INACTIVE_USER', status: 'INACTIVE', reason: 'dormant account' };
    for (const res of [
      await t.http.get('/users/info/me', alice.token),
      await depositBaht(t.http, alice.token, 100),
      await t.http.post('/auth/login', { phone: alice.phone, pin: alice.pin }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ service_code: ErrorCode.USER_BLOCKED, data: blockObject });
    }

    const back = await setStatus(alice.customerCode, { status: 'ACTIVE', reason: 'appeal accepted' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ from_status: 'INACTIVE', to_status: 'ACTIVE', sessions_revoked: 0 });
    // the old token stays revoked; a new login works and money moves again
    expect((await t.http.get('/users/info/me', alice.token)).status).toBe(401);
    const login = await t.http.post('/auth/login', { phone: alice.phone, pin: alice.pin });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    expect((await depositBaht(t.http, token, 100)).status).toBe(201);
    expect((await bet(token)).status).toBe(201);
    expect(await balance(token)).toBe(590);
    const history = (await t.http.get(`/backoffice/players/${alice.customerCode}`, t.ops)).body.data.status_history;
    expect(history.map((h: { to_status: string }) => h.to_status)).toEqual(['ACTIVE', 'INACTIVE', 'BANNED']);
  });

  if (backend === 'postgres') {
    it('a ban racing deposits: each is wholly posted or refused', async () => {
      const carol = await registerPlayer(t.http);
      const deposits = Array.from({ length: 8 }, () => depositBaht(t.http, carol.token, 10));
      const ban = setStatus(carol.customerCode, { status: 'BANNED', reason: 'race' });
      const [banRes, ...results] = await Promise.all([ban, ...deposits]);
      expect(banRes.status).toBe(200);
      const ok = results.filter((r) => r.status === 201).length;
      for (const r of results) expect([201, 403, 429]).toContain(r.status);
      const row = await sql<{ n: string }>`
        select a.balance_satang::text as n from ledger_accounts a join users u on u.id = a.user_id
         where u.customer_code = ${carol.customerCode}`.execute(t.database.db);
      expect(Number(row.rows[0]!.n)).toBe(ok * 1000);
      expect((await depositBaht(t.http, carol.token, 10)).status).toBe(403);
      expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
    });
  }
});
