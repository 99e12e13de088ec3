/**
 * The wire contract's browser side (ARCHITECTURE.md "The wire contract"): `callRoute` sends what the route table
 * declares (method, filled path, query, body, Idempotency-Key) and is typed by it; the fake client of the component
 * tests records an answer the route's response schema refuses, or a route the table does not have.
 */
import { allRoutes, callRoute, findRoute, gamePath, matchesPath, routePath, routeTable, type RouteData } from '..';
import { checkWireAnswer, createFakeHttpClient, takeWireContractViolations } from '../testing';

const balance = { balance: 12.5, currency: 'THB', FREE_LOTTERY: 0 };

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = allRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('finds the route of a path, a static one before a game route, a game route only for a game of the catalogue', () => {
    expect(findRoute('GET', 'wallet/balance')).toBe(routeTable.wallet.getWalletBalance);
    expect(findRoute('GET', '/lottery/bet-slip/LT0001')?.path).toBe('/lottery/bet-slip/:id');
    expect(findRoute('POST', 'set/lao/bet/normal')).toBe(routeTable.drawBets.postGameBet);
    expect(findRoute('GET', 'cointossing/bet-slip/CT00000012')?.path).toBe('/{slug}/bet-slip/:id');
    expect(matchesPath(routeTable.drawBets.postGameBet, 'nowhere/bet/thai')).toBe(false);
    expect(findRoute('GET', 'wallet/nothing')).toBeUndefined();
    expect(gamePath(routeTable.drawBets.postGameBet, { family: 'underground', type: 'thai' })).toBe(
      '/underground/bet/thai',
    );
  });
});

describe('callRoute', () => {
  it('sends the method, the filled path, the query, the body and the Idempotency-Key of the route', async () => {
    const fake = createFakeHttpClient({
      'POST wallet/deposit': () => ({
        transaction_id: 'T1',
        amount: 100,
        balance: 112.5,
        status: 'SUCCESS',
        rail: 'demo',
        created_at: '2026-11-28T10:00:00.000Z',
      }),
      'GET wallet/transactions': () => [],
    });
    await callRoute(fake.api, 'POST /wallet/deposit', { body: { amount: 100 }, idempotencyKey: 'key-12345678' });
    await callRoute(fake.api, 'GET /wallet/transactions', { query: { skip: 20 } });
    expect(fake.calls.map((c) => [c.method, c.path, c.body, c.opts?.idempotencyKey, c.opts?.params])).toEqual([
      ['POST', 'wallet/deposit', { amount: 100 }, 'key-12345678', undefined],
      ['GET', 'wallet/transactions', undefined, undefined, { skip: 20 }],
    ]);
    expect(takeWireContractViolations()).toEqual([]);
  });

  it('fills path params (encoded) and game names', () => {
    expect(routePath('/backoffice/chat/bans/:customer_code', { customer_code: 'LT 1' })).toBe(
      'backoffice/chat/bans/LT%201',
    );
    expect(routePath('/{family}/bet/{type}', { family: 'set/lao', type: 'normal' })).toBe('set/lao/bet/normal');
    expect(() => routePath('/backoffice/rounds/:id', {})).toThrow(/no value for "id"/);
  });

  it('is typed by the table (a wrong key, body or missing key does not compile)', () => {
    const fake = createFakeHttpClient({});
    const typed = (): Promise<RouteData<'GET /wallet/balance'>> => callRoute(fake.api, 'GET /wallet/balance');
    expect(typeof typed).toBe('function');
    // @ts-expect-error: no such route
    expect(() => callRoute(fake.api, 'GET /wallet/nothing')).toBeDefined();
    // @ts-expect-error: a deposit needs its Idempotency-Key
    expect(() => callRoute(fake.api, 'POST /wallet/deposit', { body: { amount: 1 } })).toBeDefined();
    // @ts-expect-error: a path param is required
    expect(() => callRoute(fake.api, 'POST /backoffice/rounds/:id/void', { body: { reason: 'x' } })).toThrow();
  });
});

describe('the fake client holds its answers to the contract', () => {
  afterEach(() => takeWireContractViolations());

  it('lets an answer the schema accepts through', () => {
    checkWireAnswer('GET', 'wallet/balance', balance);
    expect(takeWireContractViolations()).toEqual([]);
  });

  it('records an answer the schema refuses, naming the field', () => {
    checkWireAnswer('GET', 'wallet/balance', { balance: '12.50' });
    const [found] = takeWireContractViolations();
    expect(found).toMatch(/GET wallet\/balance .*refused: balance/);
  });

  it('records a fake of a route the api does not have', async () => {
    const fake = createFakeHttpClient({ 'GET wallet/nothing': () => 1 });
    await fake.api.get('wallet/nothing');
    expect(takeWireContractViolations()).toEqual([
      'GET wallet/nothing: no route of the wire contract (shared-contracts routes/)',
    ]);
  });
});
