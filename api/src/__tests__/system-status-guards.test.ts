/**
 * Ops' maintenance flags close the services on the server, not only in the UI (docs/product.md "System status"):
 * GameError refuses bets, DepositError refuses deposits, UnderConstruction refuses both; each refusal is
 * E10006, moves no money, and keeps the idempotency key free for the retry after maintenance.
 */
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

describe.each(BACKENDS)('system-status guards on %s', (backend) => {
  const t = useTestApp(backend);
  let roundId: string;
  beforeAll(async () => {
    roundId = (await t.http.get('/underground/current-round/thai')).body.data.current_round.round_id;
  });

  const setStatus = (patch: Record<string, unknown>) =>
    t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: patch });
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const bet = (token: string, key: string) =>
    t.http.call('POST', '/underground/bet/thai', {
      token,
      body: { round_id: roundId, remark: '', lines: [{ kind: 'TWO_TOP', number: '12', amount: 5 }] },
      headers: { 'idempotency-key': key },
    });

  it('GameError refuses bets and DepositError refuses deposits until ops clear them', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 50);

    expect((await setStatus({ GameError: true })).status).toBe(200);
    const betKey = idemKey('game-closed');
    const refused = await bet(token, betKey);
    expect({ status: refused.status, code: refused.body.service_code }).toEqual({ status: 417, code: 'E10006' });
    expect(refused.body.data).toEqual({ system_status: 'GAME' });
    expect(await balance(token)).toBe(50);

    await setStatus({ GameError: false, DepositError: true });
    const depKey = idemKey('dep-closed');
    const depRefused = await depositBaht(t.http, token, 20, depKey);
    expect(depRefused.body.service_code).toBe('E10006');
    expect(depRefused.body.data).toEqual({ system_status: 'DEPOSIT' });
    expect(await balance(token)).toBe(50);
    // betting is open again while deposits are closed; the refused key now runs
    expect((await bet(token, betKey)).status).toBe(201);
    expect(await balance(token)).toBe(45);

    await setStatus({ DepositError: false });
    expect((await depositBaht(t.http, token, 20, depKey)).status).toBe(201);
    expect(await balance(token)).toBe(65);
  });

  it('UnderConstruction closes bets and deposits', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 10);
    await setStatus({ UnderConstruction: true });
    try {
      expect((await bet(token, idemKey('uc-bet'))).body.data).toEqual({ system_status: 'UNDER_CONSTRUCTION' });
      expect((await depositBaht(t.http, token, 5, idemKey('uc-dep'))).body.service_code).toBe('E10006');
      expect(await balance(token)).toBe(10);
    } finally {
      await setStatus({ UnderConstruction: false });
    }
  });
});
