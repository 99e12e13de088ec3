/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests */
/**
 * Issue 20: the per-player limits (bets, mini-game stakes, deposits, ...) count per PLAYER, however many
 * sessions they hold; a bogus token gets no fresh counter (it counts per IP).
 */
import { BACKENDS } from '../test-support/databases';
import { rateLimits } from '../http/rate-limit';
import { idemKey, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

describe.each(BACKENDS)('per-player rate limits on %s', (backend) => {
  const t = useTestApp(backend, { env: { RATE_LIMIT_PLAY_PER_MINUTE: '3', RATE_LIMIT_WINDOW_MS: '60000' } });

  const call = (url: string, token: string, body: unknown, ip = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idemKey() },
      payload: JSON.stringify(body),
    });

  async function threeSessions() {
    const p = await registerPlayer(t.http);
    const tokens = [p.token];
    for (let i = 0; i < 2; i++) {
      const login = await t.http.post('/auth/login', { phone: p.phone, pin: p.pin });
      expect(login.status).toBe(200);
      tokens.push(login.body.data.token as string);
    }
    expect(new Set(tokens).size).toBe(3);
    return tokens;
  }

  it('three sessions of one player share one deposit budget (from three IPs)', async () => {
    const tokens = await threeSessions();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await call('/wallet/deposit', tokens[i]!, { amount: 100 }, `10.9.1.${i}`)).statusCode);
    expect(answers).toEqual([201, 201, 201]);
    for (let i = 0; i < 3; i++) {
      const over = await call('/wallet/deposit', tokens[i]!, { amount: 100 }, `10.9.2.${i}`);
      expect(over.statusCode).toBe(429);
      expect(over.json().service_code).toBe('E10429');
    }
    // another player is not limited by it
    const other = await registerPlayer(t.http);
    expect((await call('/wallet/deposit', other.token, { amount: 100 })).statusCode).toBe(201);
  });

  it('mini-game stakes count in the bet budget per player, across sessions', async () => {
    const tokens = await threeSessions();
    // bad stakes (0 baht) are counted before validation: one per session spends the budget
    for (const token of tokens)
      expect((await call('/cointossing/bet', token, { total_bet: 0, key: idemKey() })).statusCode).toBe(400);
    const over = await call('/paoyingchub/bet', tokens[0]!, { total_bet: 0, key: idemKey() });
    expect(over.statusCode).toBe(429);
  });

  it('the key is the player for any of their sessions; bogus tokens count per IP, not per token', async () => {
    const tokens = await threeSessions();
    const keyGenerator = rateLimits(t.ctx.config).deposit.keyGenerator!;
    const keyOf = (token: string, ip: string) =>
      keyGenerator({ headers: { authorization: `Bearer ${token}` }, user: null, ip, server: t.app } as any);
    const keys = await Promise.all(tokens.map((token, i) => keyOf(token, `10.9.3.${i}`)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^deposit:user:\d+$/);
    const bogus = await Promise.all([1, 2, 3].map((i) => keyOf(`bogus-token-${i}`, '10.9.4.1')));
    expect(bogus).toEqual(['deposit:ip:10.9.4.1', 'deposit:ip:10.9.4.1', 'deposit:ip:10.9.4.1']);
    // a logged-out session no longer names its player (a fresh app cache would not know it either)
    const fresh = await t.http.post('/auth/login', { phone: (await registerPlayer(t.http)).phone, pin: '123456' });
    const token = fresh.body.data.token as string;
    await t.http.post('/auth/logout', {}, token);
    expect(await keyOf(token, '10.9.4.2')).toBe('deposit:ip:10.9.4.2');
  });
});
