/**
 * The 401/403 matrix (issue 12), generated from the route table (collected by an onRoute hook before
 * the app is ready, audit/audited-routes.ts): every /backoffice route but the public ones refuses an
 * anonymous caller (401), a player's token (403), the bootstrap token (403, except creating the first
 * ops user) and an ops user of a wrong role (403), and lets its roles through; every player route with
 * an id refuses another player's ids (404 or 403, never their data): player A's slips of every draw game,
 * draft and ticket purchase, called with player B's token.
 */
import { ENGINE_GAMES } from '../draw-games/rounds/draw-games';
import { defaultOpsRoles } from '../http/auth-guard';
import {
  ADMIN_TOKEN,
  TEST_OPS_PASSWORD,
  createOpsUser,
  depositBaht,
  idemKey,
  opsLogin,
  registerPlayer,
  useTestApp,
} from '../test-support/harness';
import { bookTickets, checkout, loadStock, shopRoundId } from '../test-support/lottery-shop';

jest.setTimeout(240_000);

const MONDAY = '2026-05-04T10:00:00+07:00'; // every draw game has an open round
const PUBLIC_BACKOFFICE = [
  'GET /api/v1/remotes',
  'GET /api/v1/backoffice/system/status',
  'POST /api/v1/backoffice/auth/login',
];
/** The roles of the main ops routes, stated here so the guards are checked against intent, not themselves. */
const EXPECTED_ROLES: Record<string, string> = {
  'POST /api/v1/backoffice/rounds/:id/result': 'operator',
  'POST /api/v1/backoffice/rounds/:id/result/confirm': 'operator',
  'POST /api/v1/backoffice/rounds/:id/void': 'operator',
  'POST /api/v1/backoffice/rounds/:id/close': 'operator',
  'GET /api/v1/backoffice/rounds': 'admin,auditor,operator',
  'PUT /api/v1/backoffice/system/status': 'admin',
  'PUT /api/v1/backoffice/remotes/:name': 'admin',
  'POST /api/v1/backoffice/remotes/:name/rollback': 'admin',
  'GET /api/v1/backoffice/remotes/:name/history': 'admin',
  'POST /api/v1/backoffice/ops-users': 'admin',
  'POST /api/v1/backoffice/ops-users/:id/disable': 'admin',
  'GET /api/v1/backoffice/ops-users': 'admin,auditor',
  'GET /api/v1/backoffice/audit': 'admin,auditor',
  'GET /api/v1/backoffice/audit/verify': 'admin,auditor',
  'POST /api/v1/backoffice/lottery/inventory/:round_id': 'operator',
  'PUT /api/v1/backoffice/lottery/promotions': 'operator',
  'PUT /api/v1/backoffice/cancel-fee/:game': 'operator',
  'POST /api/v1/backoffice/restricted-numbers': 'operator',
  'DELETE /api/v1/backoffice/restricted-numbers/:id': 'operator',
  'POST /api/v1/backoffice/draw-calendar/:game': 'operator',
  'PUT /api/v1/backoffice/minigames/:game': 'operator',
  'GET /api/v1/backoffice/chat/reports': 'admin,auditor,operator',
  'PUT /api/v1/backoffice/chat/bans/:customer_code': 'operator',
  'DELETE /api/v1/backoffice/chat/bans/:customer_code': 'operator',
  'DELETE /api/v1/backoffice/chat/messages/:timetoken': 'operator',
  'POST /api/v1/backoffice/notifications': 'operator',
  'GET /api/v1/backoffice/withdrawals': 'admin,auditor,operator',
  'POST /api/v1/backoffice/withdrawals/:id/approve': 'operator',
  'POST /api/v1/backoffice/withdrawals/:id/reject': 'operator',
  'GET /api/v1/backoffice/deposits': 'admin,auditor,operator',
  'POST /api/v1/backoffice/deposits/:id/confirm': 'operator',
  'POST /api/v1/backoffice/deposits/:id/reject': 'operator',
};
const PARAM_VALUES: Record<string, string> = {
  id: '999999',
  round_id: '999999',
  game: 'UG',
  date: '2027-06-01',
  name: 'nope',
};
/** Routes a visitor's placeholder request cannot get past validation with, and what they are. */
const VALIDATES_FIRST: Record<string, 'public' | 'player'> = {
  'GET /api/v1/game/fe/famous-number/:game': 'public', // needs ?kind=; aggregated, no personal data
  'POST /api/v1/draft/:type': 'player',
  'PUT /api/v1/draft/:type/:id': 'player',
  // a yeekee round's shots and record: public, so anyone can recompute its result (shooters masked)
  'GET /api/v1/yeekee/predicts/:round_id': 'public',
  'GET /api/v1/yeekee/winning-number/:draw_date/:round_no': 'public',
};
const fill = (url: string, values: Record<string, string>) =>
  url.replace(/^\/api\/v1/, '').replace(/:([a-z_]+)/g, (_, p: string) => values[p] ?? `missing-${p}`);

describe('backoffice routes: 401 / 403 by caller and role', () => {
  const t = useTestApp('pglite', { now: MONDAY });
  let player: string;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    player = (await registerPlayer(t.http)).token;
    await createOpsUser(t.http, t.admin, 'auditor', 'auditor');
    tokens = { admin: t.admin, operator: t.ops, auditor: await opsLogin(t.http, 'auditor') };
  });
  const backoffice = () =>
    t.app.routeTable.filter((r) => /^\/api\/v1\/(backoffice(\/|$)|remotes$)/.test(r.url) && r.method !== 'OPTIONS');

  it('every backoffice route but the public registry reads and the login has an ops guard', () => {
    const routes = backoffice();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const unguarded = routes.filter((r) => !r.opsGuard).map((r) => `${r.method} ${r.url}`);
    expect(unguarded.sort()).toEqual([...PUBLIC_BACKOFFICE].sort());
    for (const [route, roles] of Object.entries(EXPECTED_ROLES)) {
      const r = routes.find((x) => `${x.method} ${x.url}` === route);
      expect(
        `${route}: ${r ? [...(r.opsGuard?.opsRoles ?? defaultOpsRoles(r.method))].sort().join(',') : 'missing'}`,
      ).toBe(`${route}: ${roles}`);
    }
  });

  it('refuses anonymous (401), players (403), the bootstrap token (403) and wrong roles (403); lets the roles in', async () => {
    const problems: string[] = [];
    const guarded = backoffice().filter((r) => r.opsGuard);
    const call = (r: (typeof guarded)[number], token?: string) =>
      t.http.call(r.method as 'GET', fill(r.url, PARAM_VALUES), {
        ...(token ? { token } : {}),
        ...(r.method === 'GET' ? {} : { body: {} }),
      });
    const expectStatus = async (
      r: (typeof guarded)[number],
      who: string,
      token: string | undefined,
      status: number,
    ) => {
      const res = await call(r, token);
      const code = status === 401 ? 'E10401' : 'E10403';
      if (res.status !== status || res.body.service_code !== code)
        problems.push(`${r.method} ${r.url} as ${who}: ${res.status} ${res.body.service_code}, expected ${status}`);
    };
    for (const r of guarded) {
      const allowed = r.opsGuard!.opsRoles ?? defaultOpsRoles(r.method);
      await expectStatus(r, 'anonymous', undefined, 401);
      await expectStatus(r, 'a player', player, 403);
      await expectStatus(r, 'an unknown token', 'not-a-real-token', 401);
      if (!r.opsGuard!.allowsBootstrap) await expectStatus(r, 'the bootstrap token', ADMIN_TOKEN, 403);
      for (const role of ['admin', 'operator', 'auditor'])
        if (!allowed.includes(role as 'admin')) await expectStatus(r, role, tokens[role], 403);
    }
    // the allowed roles pass the guard (then 200, 400, 404 or 409 on the placeholder ids and empty bodies)
    for (const r of guarded) {
      const allowed = r.opsGuard!.opsRoles ?? defaultOpsRoles(r.method);
      for (const role of allowed) {
        const token = r.url.endsWith('/auth/logout')
          ? await opsLogin(t.http, role === 'operator' ? 'maker' : role)
          : tokens[role]!;
        const res = await call(r, token);
        if ([401, 403].includes(res.status) || res.status >= 500)
          problems.push(
            `${r.method} ${r.url} as ${role}: ${res.status} ${res.body.service_code} ${res.body.service_message}`,
          );
      }
    }
    // the bootstrap token, once an ops user exists, creates nobody
    const boot = await t.http.post(
      '/backoffice/ops-users',
      { username: 'late', password: TEST_OPS_PASSWORD },
      ADMIN_TOKEN,
    );
    if (boot.status !== 403) problems.push(`POST /backoffice/ops-users as the bootstrap token: ${boot.status}`);
    expect(problems).toEqual([]);
  });
});

describe("player routes with an id refuse another player's ids", () => {
  const t = useTestApp('pglite', { now: MONDAY });
  let a: string;
  let b: string;
  const slipOf = new Map<string, string>(); // game code → A's slip id
  let draftId: string;
  let lotterySlip: string;
  let notificationUid: string;
  const miniGameSlipOf = new Map<string, string>(); // mini-game slug → A's slip id
  const SECRET = 'secret-of-A';

  beforeAll(async () => {
    a = (await registerPlayer(t.http)).token;
    b = (await registerPlayer(t.http)).token;
    await depositBaht(t.http, a, 5000);
    await depositBaht(t.http, b, 100);
    for (const g of ENGINE_GAMES) {
      const { family, type } = g.api;
      const current = await t.http.get(`/${family}/current-round/${type}`);
      if (current.status !== 200) continue;
      const kinds = g.betKinds.map((k) => k.kind as string);
      const line = kinds.includes('TWO_TOP')
        ? { kind: 'TWO_TOP', number: '12', amount: 1 }
        : kinds.includes('SET_4D')
          ? { kind: 'SET_4D', number: '1234', amount: 1 }
          : { kind: 'SIX_NUMBER', number: '123456', amount: 1 };
      const placed = await t.http.post(
        `/${family}/bet/${type}`,
        { round_id: current.body.data.current_round.round_id, remark: `${SECRET}-${g.code}`, lines: [line] },
        a,
        { 'idempotency-key': idemKey('matrix') },
      );
      if (placed.status === 201) slipOf.set(g.code, placed.body.data.slip_id);
    }
    const draft = await t.http.post(
      '/draft/UG',
      { name: SECRET, lines: [{ kind: 'TWO_TOP', number: '12', amount: 5 }] },
      a,
    );
    expect(draft.status).toBe(201);
    draftId = draft.body.data.draft_id;
    const shop = await shopRoundId(t);
    await loadStock(t, shop, { '111111': 2 });
    expect((await bookTickets(t, a, [['111111', 1]])).status).toBe(200);
    const bought = await checkout(t, a, { remark: SECRET });
    expect(bought.status).toBe(201);
    lotterySlip = bought.body.data.slip_id;
    // A's deposit notified A
    notificationUid = (await t.http.get('/notification/message/all', a)).body.data.all_message[0].uid;
    for (const game of ['cointossing', 'paoyingchub']) {
      const staked = await t.http.post(`/${game}/bet`, { total_bet: 1, remark: SECRET, key: idemKey('matrix') }, a);
      expect(staked.status).toBe(201);
      miniGameSlipOf.set(game, staked.body.data.slip_id);
    }
  });

  it('A owns a slip of every draw game', () => {
    expect([...slipOf.keys()].sort()).toEqual(ENGINE_GAMES.map((g) => g.code).sort());
  });

  it("B gets 404/403 and none of A's data on every route with an id; A's objects are untouched", async () => {
    const problems: string[] = [];
    const publicRoutes: string[] = [];
    let checked = 0;
    // /dev/* exists only outside production (SMS_PROVIDER=outbox): a test hook, not a product route
    const routes = t.app.routeTable.filter(
      (r) => r.url.includes('/:') && !r.url.startsWith('/api/v1/backoffice') && !r.url.startsWith('/api/v1/dev/'),
    );
    for (const r of routes) {
      const route = `${r.method} ${r.url}`;
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      // raw inject: a public route may answer something else than JSON (the ticket artwork is SVG)
      const anon = await t.app.inject({
        method,
        url: `/api/v1${fill(r.url, { ...PARAM_VALUES, type: 'UG', master: '12' })}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      // public: answers a visitor; a player route answers 401 (or 400 where it validates before the login)
      const kind = anon.statusCode < 400 ? 'public' : anon.statusCode === 401 ? 'player' : VALIDATES_FIRST[route];
      if (!kind) {
        problems.push(`${route}: a visitor gets ${anon.statusCode}: say in VALIDATES_FIRST whether it is public`);
        continue;
      }
      if (kind === 'public') {
        publicRoutes.push(route);
        continue;
      }
      if (route === 'POST /api/v1/draft/:type') continue; // creates B's own draft: no id of A's
      let values: Record<string, string> | undefined;
      const drawGame = /^\/api\/v1\/(.+)\/(bet-slip|bet-slip\/partial|cancel-fee\/partial)\/([^/]+)\/:id$/.exec(r.url);
      const miniGame = /^\/api\/v1\/(cointossing|paoyingchub)\/bet-slip\/:id$/.exec(r.url);
      if (r.url.startsWith('/api/v1/lottery/')) values = { id: lotterySlip };
      else if (miniGame) values = { id: miniGameSlipOf.get(miniGame[1]!)! };
      else if (drawGame) {
        const game = ENGINE_GAMES.find((g) => g.api.family === drawGame[1] && g.api.type === drawGame[3]);
        const id = game && slipOf.get(game.code);
        if (id) values = { id };
      } else if (r.url === '/api/v1/draft/:type/:id') values = { type: 'UG', id: draftId };
      else if (r.url === '/api/v1/drafts/:type') values = { type: 'UG' };
      else if (r.url === '/api/v1/notification/message/:tab') values = { tab: 'all' };
      else if (r.url === '/api/v1/notification/read/:id') values = { id: notificationUid };
      if (!values) {
        problems.push(`${route}: a player route with an id and no fixture of player A for it`);
        continue;
      }
      const url = fill(r.url, values);
      const body =
        method === 'PUT'
          ? miniGame
            ? { remark: 'taken over' }
            : { name: 'taken over' }
          : method === 'GET' || method === 'DELETE'
            ? undefined
            : {};
      const res = await t.http.call(method, url, { token: b, ...(body ? { body } : {}) });
      const leaked = JSON.stringify(res.body).includes(SECRET);
      const listOfB =
        ['/api/v1/drafts/:type', '/api/v1/notification/message/:tab'].includes(r.url) && res.status === 200;
      if ((!listOfB && ![403, 404].includes(res.status)) || leaked)
        problems.push(`${route} as B: ${res.status} ${res.body.service_code}${leaked ? ' and shows A data' : ''}`);
      if (r.method === 'GET') {
        const mine = await t.http.get(url, a);
        if (mine.status !== 200) problems.push(`${route} as A: ${mine.status} (the fixture is not A's)`);
      }
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(ENGINE_GAMES.length * 3 + 6);
    expect(publicRoutes.sort()).toEqual([
      'GET /api/v1/game/fe/famous-number/:game',
      'GET /api/v1/game/fe/lottery/famous-number/:master',
      'GET /api/v1/lottery/fe/background/:date',
      'GET /api/v1/yeekee/predicts/:round_id',
      'GET /api/v1/yeekee/winning-number/:draw_date/:round_no',
    ]);
    // B's cancels, edits and deletes changed nothing of A's
    const draft = await t.http.get(`/draft/UG/${draftId}`, a);
    expect(draft.body.data.name).toBe(SECRET);
    const ug = await t.http.get(`/underground/bet-slip/thai/${slipOf.get('UG')}`, a);
    expect(ug.body.data.status).toBe('PENDING');
    const lottery = await t.http.get(`/lottery/bet-slip/${lotterySlip}`, a);
    expect(lottery.body.data.tickets.every((x: { state: string }) => x.state === 'available')).toBe(true);
    const notices = (await t.http.get('/notification/message/all', a)).body.data.all_message;
    expect(notices.find((n: { uid: string }) => n.uid === notificationUid).read).toBe(false);
  });
});
