/**
 * Player extras through HTTP, on PGlite and PostgreSQL: favourite games (catalogue mapping, idempotent,
 * in the profile), drafts per game (CRUD, ordering, catalogue validation, limits, ownership) and famous
 * numbers computed from bets really placed on the open Thai underground round.
 */
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, type Http, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const line = (kind: string, number: string, amount: number | string) => ({ kind, number, amount });

describe.each(BACKENDS)('player extras on %s', (backend) => {
  const t = useTestApp(backend);
  let http: Http;
  let alice: Player;
  let bob: Player;
  beforeAll(async () => {
    http = t.http;
    alice = await registerPlayer(http);
    bob = await registerPlayer(http);
  });

  it('documents its routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/favorite',
        '/api/v1/draft/{type}',
        '/api/v1/drafts/{type}',
        '/api/v1/draft/{type}/{id}',
        '/api/v1/game/fe/famous-number/{game}',
      ]),
    );
  });

  describe('favourites', () => {
    const hanoiSpecial = { game_type: 'hanoi', hanoi_type: 'special' };
    const stockThai = { game_type: 'stock', stock_nation: 'thai' };

    it('requires a logged-in player', async () => {
      const res = await http.post('/users/favorite', hanoiSpecial);
      expect(res.status).toBe(401);
      expect(res.body.service_code).toBe('E10401');
    });

    it('adds idempotently, lists with code and route, shows them in the profile and removes them', async () => {
      const first = await http.post('/users/favorite', hanoiSpecial, alice.token);
      expect(first.status).toBe(201);
      expect(first.body.service_code).toBe('S10001');
      expect(first.body.data).toEqual([{ ...hanoiSpecial, code: 'VNS', route: '/gamelobby/hanoi-sp' }]);

      expect((await http.post('/users/favorite', hanoiSpecial, alice.token)).body.data).toHaveLength(1);
      t.clock.advance(1000);
      await http.post('/users/favorite', stockThai, alice.token);
      await http.post('/users/favorite', { game_type: 'underground' }, bob.token);

      const list = await http.get('/users/favorite', alice.token);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        { ...hanoiSpecial, code: 'VNS', route: '/gamelobby/hanoi-sp' },
        { ...stockThai, code: 'STTH', route: '/gamelobby/stock-thai' },
      ]);
      const me = await http.get('/users/info/me', alice.token);
      expect(me.body.data.favorites).toEqual(list.body.data);

      const removed = await http.call('DELETE', '/users/favorite', { token: alice.token, body: hanoiSpecial });
      expect(removed.status).toBe(200);
      expect(removed.body.service_code).toBe('S10003');
      expect(removed.body.data.map((f: { code: string }) => f.code)).toEqual(['STTH']);
      const again = await http.call('DELETE', '/users/favorite', { token: alice.token, body: hanoiSpecial });
      expect(again.status).toBe(200);
      expect(again.body.data.map((f: { code: string }) => f.code)).toEqual(['STTH']);
      // bob's favourites are his own
      expect((await http.get('/users/favorite', bob.token)).body.data).toEqual([
        { game_type: 'underground', code: 'UG', route: '/gamelobby/underground' },
      ]);
    });

    it.each([
      [{ game_type: 'coin' }, 'game_type'],
      [{ game_type: 'paoyingchub' }, 'game_type'],
      [{ game_type: 'lottery' }, 'game_type'],
      [{ game_type: 'hanoi' }, 'hanoi_type'],
      [{ game_type: 'hanoi', hanoi_type: 'gold' }, 'hanoi_type'],
      [{ game_type: 'lao', lao_type: 'zodiac', hanoi_type: 'vip' }, 'hanoi_type'],
      [{ game_type: 'underground', lao_type: 'normal' }, 'lao_type'],
      [{ game_type: 'stock', stock_nation: 'mars' }, 'stock_nation'],
      [{ game_type: 'bank', bank_type: 'kbank' }, 'bank_type'],
      [{ game_type: 'malay', sub_type: 'x' }, 'sub_type'],
      [{ game_type: 'underground', colour: 'red' }, 'colour'],
      [{ hanoi_type: 'vip' }, 'game_type'],
    ])('refuses %j with E10000 naming %s', async (payload, field) => {
      const res = await http.post('/users/favorite', payload, alice.token);
      expect(res.status).toBe(400);
      expect(res.body.service_code).toBe('E10000');
      expect(res.body.service_message).toContain(field);
      const del = await http.call('DELETE', '/users/favorite', { token: alice.token, body: payload });
      expect(del.status).toBe(400);
      expect(del.body.service_code).toBe('E10000');
    });
  });

  describe('drafts', () => {
    const save = (type: string, body: unknown, token = alice.token) => http.post(`/draft/${type}`, body, token);

    it('creates, reads, lists in each order, updates and deletes a player’s drafts of one game', async () => {
      const a = await save('UG', {
        name: 'Charlie',
        lines: [line('THREE_TOP', '123', 10), line('RUN_TOP', '7', 1.25)],
      });
      expect(a.status).toBe(201);
      expect(a.body.service_code).toBe('S10001');
      expect(a.body.data).toMatchObject({
        game_code: 'UG',
        name: 'Charlie',
        sort_order: 0,
        line_count: 2,
        total_amount: 11.25,
        lines: [
          { kind: 'THREE_TOP', number: '123', amount: 10 },
          { kind: 'RUN_TOP', number: '7', amount: 1.25 },
        ],
      });
      t.clock.advance(1000);
      const b = await save('ug', { name: 'Alpha', lines: [line('TWO_BOTTOM', '43', '5.50')] });
      expect(b.status).toBe(201);
      expect(b.body.data.sort_order).toBe(1); // after the last one
      t.clock.advance(1000);
      const c = await save('UG', { name: 'Bravo', lines: [line('TWO_TOP', '12', 1)], sort_order: 0 });
      expect(c.body.data.sort_order).toBe(0);
      // another game's drafts are apart
      const vn = await save('VN', { name: 'Hanoi', lines: [line('FOUR_TOP', '1234', 2)] });
      expect(vn.status).toBe(201);
      expect(vn.body.data.game_code).toBe('VN');

      const ids = { a: a.body.data.draft_id, b: b.body.data.draft_id, c: c.body.data.draft_id };
      const names = async (query = '') => {
        const res = await http.get(`/drafts/UG${query}`, alice.token);
        expect(res.status).toBe(200);
        expect(res.body.data[0]).not.toHaveProperty('lines');
        return res.body.data.map((d: { name: string }) => d.name);
      };
      expect(await names()).toEqual(['Charlie', 'Bravo', 'Alpha']); // sort_order, then oldest first
      expect(await names('?order_by=sort_order')).toEqual(['Charlie', 'Bravo', 'Alpha']);
      expect(await names('?order_by=name')).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(await names('?order_by=created_at')).toEqual(['Bravo', 'Alpha', 'Charlie']); // newest first
      const bad = await http.get('/drafts/UG?order_by=price', alice.token);
      expect(bad.status).toBe(400);
      expect(bad.body.service_code).toBe('E10000');
      expect(bad.body.service_message).toContain('order_by');

      const got = await http.get(`/draft/UG/${ids.b}`, alice.token);
      expect(got.status).toBe(200);
      expect(got.body.data.lines).toEqual([{ kind: 'TWO_BOTTOM', number: '43', amount: 5.5 }]);

      t.clock.advance(1000);
      const renamed = await http.call('PUT', `/draft/UG/${ids.a}`, {
        token: alice.token,
        body: { name: 'Zulu', sort_order: 5 },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.service_code).toBe('S10002');
      expect(renamed.body.data).toMatchObject({ name: 'Zulu', sort_order: 5, line_count: 2 });
      expect(renamed.body.data.updated_at > renamed.body.data.created_at).toBe(true);
      expect(await names()).toEqual(['Bravo', 'Alpha', 'Zulu']);
      const relined = await http.call('PUT', `/draft/UG/${ids.a}`, {
        token: alice.token,
        body: { lines: [line('THREE_TOD', '321', 3)] },
      });
      expect(relined.body.data).toMatchObject({ name: 'Zulu', line_count: 1, total_amount: 3 });
      const empty = await http.call('PUT', `/draft/UG/${ids.a}`, { token: alice.token, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.service_code).toBe('E10000');

      const del = await http.call('DELETE', `/draft/UG/${ids.c}`, { token: alice.token });
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ service_code: 'S10003', data: { draft_id: ids.c } });
      expect((await http.get(`/draft/UG/${ids.c}`, alice.token)).status).toBe(404);
      expect((await http.call('DELETE', `/draft/UG/${ids.c}`, { token: alice.token })).status).toBe(404);
      expect(await names()).toEqual(['Alpha', 'Zulu']);
    });

    it('hides another player’s drafts (404) and a draft under another game (404)', async () => {
      const mine = await save('UG', { name: 'Mine', lines: [line('TWO_TOP', '55', 1)] });
      const id = mine.body.data.draft_id;
      for (const res of [
        await http.get(`/draft/UG/${id}`, bob.token),
        await http.call('PUT', `/draft/UG/${id}`, { token: bob.token, body: { name: 'Stolen' } }),
        await http.call('DELETE', `/draft/UG/${id}`, { token: bob.token }),
        await http.get(`/draft/VN/${id}`, alice.token),
        await http.get('/draft/UG/not-a-number', alice.token),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.service_code).toBe('E10001');
      }
      expect((await http.get('/drafts/UG', bob.token)).body.data).toEqual([]);
      expect((await http.get(`/draft/UG/${id}`, alice.token)).body.data.name).toBe('Mine');
      expect((await http.get('/drafts/UG')).status).toBe(401);
    });

    it.each([
      ['a kind the game does not offer', [line('FOUR_TOP', '1234', 1)], 'lines.0.kind'],
      ['a number with the wrong digit count', [line('THREE_TOP', '12', 1)], 'lines.0.number'],
      ['an amount with 3 decimals', [line('TWO_TOP', '12', 1), line('TWO_TOP', '12', 1.005)], 'lines.1.amount'],
      ['an amount above the maximum', [line('TWO_TOP', '12', 101)], 'lines.0.amount'],
      ['an amount below the minimum', [line('TWO_TOP', '12', 0.5)], 'lines.0.amount'],
      ['no lines', [], 'lines'],
      ['more than 500 lines', Array.from({ length: 501 }, () => line('RUN_TOP', '1', 1)), 'lines'],
    ])('refuses %s with E10000', async (_what, lines, path) => {
      const res = await save('UG', { name: 'Bad', lines });
      expect(res.status).toBe(400);
      expect(res.body.service_code).toBe('E10000');
      expect(res.body.service_message).toContain(path);
    });

    it('refuses a blank name, an unknown game code, and a 51st draft of a game', async () => {
      const blank = await save('UG', { name: '  ', lines: [line('TWO_TOP', '12', 1)] });
      expect(blank.status).toBe(400);
      expect(blank.body.service_message).toContain('name');
      const unknown = await save('XX', { name: 'x', lines: [line('TWO_TOP', '12', 1)] });
      expect(unknown.status).toBe(404);
      expect(unknown.body.service_code).toBe('E10001');

      const lines = Array.from({ length: 500 }, (_, i) => line('TWO_TOP', String(i % 100).padStart(2, '0'), 1));
      for (let i = 0; i < 50; i++) {
        const res = await save('GSB', { name: `d${i}`, lines: i === 0 ? lines : lines.slice(0, 1) }, bob.token);
        expect(res.status).toBe(201);
      }
      const over = await save('GSB', { name: 'd50', lines: lines.slice(0, 1) }, bob.token);
      expect(over.status).toBe(422);
      expect(over.body.service_code).toBe('E20013');
      expect((await http.get('/drafts/GSB', bob.token)).body.data).toHaveLength(50);
      // the limit is per game
      expect((await save('BAA', { name: 'other game', lines: lines.slice(0, 1) }, bob.token)).status).toBe(201);
    });
  });

  describe('famous numbers', () => {
    it('lists the most-staked numbers of the open UG round from placed bets', async () => {
      const carol = await registerPlayer(http);
      for (const p of [alice, bob, carol]) expect((await depositBaht(http, p.token, 1000)).status).toBe(201);
      const round = (await http.get('/underground/current-round/thai')).body.data.current_round;
      const bet = async (p: Player, lines: ReturnType<typeof line>[]) => {
        const res = await http.call('POST', '/underground/bet/thai', {
          token: p.token,
          body: { round_id: round.round_id, remark: '', lines },
          headers: { 'idempotency-key': idemKey('bet') },
        });
        expect(res.status).toBe(201);
      };
      const empty = await http.get('/game/fe/famous-number/UG?three_type=THREE_TOP');
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual({ game_code: 'UG', kind: 'THREE_TOP', round_id: round.round_id, numbers: [] });

      await bet(alice, [line('THREE_TOP', '123', 10), line('THREE_TOP', '456', 50), line('TWO_BOTTOM', '43', 5)]);
      await bet(bob, [line('THREE_TOP', '123', 30), line('THREE_TOP', '789', 1.5)]);
      await bet(carol, [line('THREE_TOP', '123', 1), line('THREE_TOP', '123', 2)]);
      // 11 more numbers so the top 10 cuts one
      await bet(
        carol,
        Array.from({ length: 11 }, (_, i) => line('THREE_TOP', String(900 + i), 1)),
      );

      const top = await http.get('/game/fe/famous-number/UG?three_type=THREE_TOP');
      expect(top.status).toBe(200);
      expect(top.body.data.round_id).toBe(round.round_id);
      expect(top.body.data.numbers).toHaveLength(10);
      expect(top.body.data.numbers.slice(0, 4)).toEqual([
        { number: '456', total_amount: 50, player_count: 1 },
        { number: '123', total_amount: 43, player_count: 3 },
        { number: '789', total_amount: 1.5, player_count: 1 },
        { number: '900', total_amount: 1, player_count: 1 },
      ]);
      expect(top.body.data.numbers[9].number).toBe('906');

      // any {x}_type= or kind= names the kind; another kind has its own list
      for (const q of ['kind=TWO_BOTTOM', 'two_type=TWO_BOTTOM', 'bottom_type=two_bottom']) {
        const res = await http.get(`/game/fe/famous-number/ug?${q}`);
        expect(res.status).toBe(200);
        expect(res.body.data.numbers).toEqual([{ number: '43', total_amount: 5, player_count: 1 }]);
      }
      const run = await http.get('/game/fe/famous-number/UG?run_type=RUN_TOP');
      expect(run.body.data.numbers).toEqual([]);

      // cancelled lines do not count
      await t.database.db
        .updateTable('bet_lines')
        .set({ status: 'USER_CANCEL' })
        .where('kind', '=', 'THREE_TOP')
        .where('number', '=', '456')
        .execute();
      const after = await http.get('/game/fe/famous-number/UG?three_type=THREE_TOP');
      expect(after.body.data.numbers[0]).toEqual({ number: '123', total_amount: 43, player_count: 3 });
    });

    it('refuses a missing or unoffered kind (E10000) and an unknown game (E10001)', async () => {
      for (const q of ['', '?three_type=', '?three_type=FIVE_TOP', '?four_type=FOUR_TOP', '?foo=THREE_TOP']) {
        const res = await http.get(`/game/fe/famous-number/UG${q}`);
        expect(res.status).toBe(400);
        expect(res.body.service_code).toBe('E10000');
      }
      for (const code of ['XX', 'CT']) {
        const res = await http.get(`/game/fe/famous-number/${code}?three_type=THREE_TOP`);
        expect(res.status).toBe(404);
        expect(res.body.service_code).toBe('E10001');
      }
    });

    it('is empty when the game has no open round', async () => {
      // past the UG close (15:10 Bangkok) the round no longer counts
      t.clock.set('2026-05-02T15:30:00+07:00');
      const closed = await http.get('/game/fe/famous-number/UG?three_type=THREE_TOP');
      expect(closed.status).toBe(200);
      expect(closed.body.data).toEqual({ game_code: 'UG', kind: 'THREE_TOP', round_id: null, numbers: [] });
    });
  });
});
