/**
 * Any bad input gets a 4xx with a spec code and a message saying what was wrong, and changes nothing:
 * neither the balance nor any row (PGlite and PostgreSQL).
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

describe.each(BACKENDS)('bad input on %s', (backend) => {
  const t = useTestApp(backend);
  let token: string;
  let otherToken: string;
  let roundId: string;
  let closedRoundId: string;

  beforeAll(async () => {
    token = (await registerPlayer(t.http)).token;
    otherToken = (await registerPlayer(t.http)).token;
    await depositBaht(t.http, token, 100);
    roundId = (await t.http.get('/underground/current-round/thai')).body.data.current_round.round_id;
    const past = await t.http.call('GET', '/backoffice/rounds?game=UG&status=settled&limit=1', { token: t.ops });
    closedRoundId = past.body.data[0].round_id;
  });

  async function snapshot() {
    const counts = await sql<{ slips: number; lines: number; transfers: number; postings: number }>`
      select (select count(*)::int from bet_slips) as slips, (select count(*)::int from bet_lines) as lines,
             (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from ledger_postings) as postings`.execute(
      t.database.db,
    );
    const balance = (await t.http.get('/wallet/balance', token)).body.data.balance;
    return { ...counts.rows[0], balance };
  }

  const line = (over: Record<string, unknown> = {}) => ({ kind: 'TWO_TOP', number: '12', amount: 5, ...over });
  const bet = (body: unknown, opts: { token?: string | null; key?: string | null; raw?: string } = {}) =>
    t.http.call('POST', '/underground/bet/thai', {
      ...(opts.token === null ? {} : { token: opts.token ?? token }),
      ...(opts.raw !== undefined ? { rawBody: opts.raw } : { body }),
      headers: opts.key === null ? {} : { 'idempotency-key': opts.key ?? idemKey('bad') },
    });

  const cases: [
    string,
    () => Promise<{ status: number; body: { service_code: string; service_message?: string; data: unknown } }>,
    number,
    string,
    RegExp,
  ][] = [
    [
      'unknown kind',
      () => bet({ round_id: roundId, lines: [line({ kind: 'FOUR_TOP', number: '1234' })] }),
      400,
      'E10000',
      /FOUR_TOP is not offered by UG/,
    ],
    [
      'kind outside the enum',
      () => bet({ round_id: roundId, lines: [line({ kind: 'FIVE_TOP' })] }),
      400,
      'E10000',
      /kind must be one of/,
    ],
    [
      'wrong digit count',
      () => bet({ round_id: roundId, lines: [line({ kind: 'THREE_TOP', number: '12' })] }),
      400,
      'E10000',
      /THREE_TOP needs exactly 3 digits/,
    ],
    [
      'letters in the number',
      () => bet({ round_id: roundId, lines: [line({ number: '1a' })] }),
      400,
      'E10000',
      /number must be 1-6 digits/,
    ],
    [
      'amount 0',
      () => bet({ round_id: roundId, lines: [line({ amount: 0 })] }),
      400,
      'E10000',
      /between 1 and 100 baht/,
    ],
    [
      'amount 101',
      () => bet({ round_id: roundId, lines: [line({ amount: 101 })] }),
      400,
      'E10000',
      /between 1 and 100 baht/,
    ],
    [
      'amount 1.234',
      () => bet({ round_id: roundId, lines: [line({ amount: 1.234 })] }),
      400,
      'E10000',
      /at most 2 decimals/,
    ],
    [
      'negative amount',
      () => bet({ round_id: roundId, lines: [line({ amount: -5 })] }),
      400,
      'E10000',
      /at most 2 decimals/,
    ],
    ['no lines', () => bet({ round_id: roundId, lines: [] }), 400, 'E10000', /at least one line/],
    ['closed round', () => bet({ round_id: closedRoundId, lines: [line()] }), 409, 'E20016', /no more bets/],
    ['unknown round', () => bet({ round_id: '99999999', lines: [line()] }), 404, 'E10001', /does not exist/],
    [
      'more than the balance',
      () => bet({ round_id: roundId, lines: [line({ amount: 100 }), line({ amount: 100 })] }),
      422,
      'P2R202',
      /not enough money/,
    ],
    [
      'missing token',
      () => bet({ round_id: roundId, lines: [line()] }, { token: null }),
      401,
      'E10401',
      /missing Authorization/,
    ],
    [
      'unknown token',
      () => bet({ round_id: roundId, lines: [line()] }, { token: 'not-a-real-token' }),
      401,
      'E10401',
      /token is invalid/,
    ],
    [
      'missing Idempotency-Key',
      () => bet({ round_id: roundId, lines: [line()] }, { key: null }),
      400,
      'E10000',
      /Idempotency-Key header is required/,
    ],
    [
      'short Idempotency-Key',
      () => bet({ round_id: roundId, lines: [line()] }, { key: 'abc' }),
      400,
      'E10000',
      /Idempotency-Key must be/,
    ],
    ['malformed JSON', () => bet(undefined, { raw: '{"round_id": "1", "lines": [' }), 400, 'E10000', /malformed JSON/],
    ['a JSON array body', () => bet([1, 2]), 400, 'E10000', /invalid request/],
    [
      'deposit of 0',
      () =>
        t.http.call('POST', '/wallet/deposit', {
          token,
          body: { amount: 0 },
          headers: { 'idempotency-key': idemKey() },
        }),
      400,
      'E10000',
      /between 1.00 and 100000.00 baht/,
    ],
    [
      'deposit of 1.001',
      () =>
        t.http.call('POST', '/wallet/deposit', {
          token,
          body: { amount: 1.001 },
          headers: { 'idempotency-key': idemKey() },
        }),
      400,
      'E10000',
      /at most 2 decimals/,
    ],
    [
      'deposit over the maximum',
      () =>
        t.http.call('POST', '/wallet/deposit', {
          token,
          body: { amount: 100_000.01 },
          headers: { 'idempotency-key': idemKey() },
        }),
      400,
      'E10000',
      /between 1.00 and 100000.00/,
    ],
    [
      'deposit without a key',
      () => t.http.call('POST', '/wallet/deposit', { token, body: { amount: 5 } }),
      400,
      'E10000',
      /Idempotency-Key/,
    ],
    [
      'unknown route',
      () => t.http.get('/no/such/route', token),
      404,
      'E10001',
      /no route GET \/api\/v1\/no\/such\/route/,
    ],
    [
      'backoffice without a token',
      () => t.http.call('POST', `/backoffice/rounds/${roundId}/close`),
      401,
      'E10401',
      /Authorization/,
    ],
    [
      'backoffice with a player token',
      () => t.http.call('POST', `/backoffice/rounds/${roundId}/close`, { token }),
      403,
      'E10403',
      /ops only/,
    ],
    [
      'result for another date',
      () =>
        t.http.call('POST', `/backoffice/rounds/${roundId}/result`, {
          token: t.ops,
          body: { date: '2026-05-01' },
        }),
      400,
      'E10000',
      /invalid request/,
    ],
  ];

  it.each(cases)('%s → %i %s, nothing changes', async (_name, run, status, code, message) => {
    const before = await snapshot();
    const res = await run();
    expect({ status: res.status, code: res.body.service_code }).toEqual({ status, code });
    expect(res.body.service_message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('validation errors list every field with a path and a message', async () => {
    const res = await bet({
      round_id: roundId,
      lines: [line({ kind: 'THREE_TOP', number: '1' }), line({ amount: 500 })],
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([
      { path: 'lines.0.number', message: 'THREE_TOP needs exactly 3 digits, got "1"' },
      { path: 'lines.1.amount', message: 'amount must be between 1 and 100 baht, got 500' },
    ]);
  });

  it("another player's slip is not found", async () => {
    const placed = await bet({ round_id: roundId, lines: [line({ amount: 1 })] });
    expect(placed.status).toBe(201);
    const mine = await t.http.get(`/underground/bet-slip/thai/${placed.body.data.slip_id}`, token);
    expect(mine.status).toBe(200);
    const foreign = await t.http.get(`/underground/bet-slip/thai/${placed.body.data.slip_id}`, otherToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body.service_code).toBe('E10001');
  });

  it('a result whose date is not the round date is refused, saying so', async () => {
    const fake = {
      date: '2026-04-16',
      first: '111111',
      adjacentFirst: ['111110', '111112'],
      second: Array(5).fill('222222'),
      third: Array(10).fill('333333'),
      fourth: Array(50).fill('444444'),
      fifth: Array(100).fill('555555'),
      firstThree: ['111', '222'],
      lastThree: ['333', '444'],
      lastTwo: '55',
    };
    await t.http.call('POST', `/backoffice/rounds/${roundId}/close`, { token: t.ops, body: { reason: 'test' } });
    const res = await t.http.call('POST', `/backoffice/rounds/${roundId}/result`, { token: t.ops, body: fake });
    expect(res.status).toBe(400);
    expect(res.body.service_message).toBe("the draw's date 2026-04-16 is not the round's draw date 2026-05-02");
  });
});
