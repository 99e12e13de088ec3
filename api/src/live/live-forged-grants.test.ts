/**
 * Issue 20: without JWT_SECRET the server no longer signs with a public constant, and a live token's grants
 * are re-derived from its session on the server: a visitor-form token (`s: null`) written with `"*"` grants
 * reads what visitors read and writes nothing; a player token with `"*"` reads only its own private channel.
 */
import { LIVE_CHANNELS, LIVE_KEYS, liveUserChannel } from 'shared-contracts';
import { BACKENDS } from '../test-support/databases';
import { registerPlayer, useTestApp } from '../test-support/harness';
import { readLiveToken, signLiveToken, type LiveTokenClaims } from './live-token';

jest.setTimeout(120_000);

/** The constant older versions signed with when JWT_SECRET was unset. */
const OLD_PUBLIC_SECRET = 'dev-only-secret-change-me';

describe.each(BACKENDS)('forged live tokens on %s', (backend) => {
  // JWT_SECRET unset (as a development server without .env)
  const t = useTestApp(backend, { opsUsers: false, env: { JWT_SECRET: '' } });
  let alice: { token: string; customerCode: string };
  let bob: { token: string; customerCode: string };
  beforeAll(async () => {
    alice = await registerPlayer(t.http);
    bob = await registerPlayer(t.http);
  });

  const far = () => t.ctx.clock.now().getTime() + 3_600_000;
  const visitorStar = (): LiveTokenClaims => ({
    sessionId: null,
    userId: null,
    uuid: 'visitor-attacker',
    read: ['*'],
    write: ['*'],
    version: 0,
    expiresAt: far(),
  });
  const subscribe = (token: string, uuid: string, channel: string) =>
    t.app.inject({
      method: 'GET',
      url: `/pn/v2/subscribe/${LIVE_KEYS.subscribeKey}/${channel}/0?auth=${encodeURIComponent(token)}&uuid=${uuid}&ee=`,
    });
  const publish = (token: string, uuid: string, channel: string) =>
    t.app.inject({
      method: 'GET',
      url: `/pn/publish/${LIVE_KEYS.publishKey}/${LIVE_KEYS.subscribeKey}/0/${channel}/0/${encodeURIComponent(
        JSON.stringify({ text: 'ประกาศปลอม' }),
      )}?auth=${encodeURIComponent(token)}&uuid=${uuid}`,
    });

  it('does not sign with the old public constant: a token forged with it is refused', async () => {
    expect(t.ctx.config.jwtSecret).not.toBe(OLD_PUBLIC_SECRET);
    const forged = signLiveToken(OLD_PUBLIC_SECRET, visitorStar());
    expect((await subscribe(forged, 'visitor-attacker', LIVE_CHANNELS.public)).statusCode).toBe(403);
    // the server's own visitor token does pass (the route itself works)
    const visitor = (await t.http.call('POST', '/live/token', {})).body.data;
    expect((await subscribe(visitor.token, visitor.uuid, LIVE_CHANNELS.public)).statusCode).toBe(200);
  });

  it('a visitor-form token with "*" grants (signed with the server secret) cannot read a player channel nor publish to system', async () => {
    const forged = signLiveToken(t.ctx.config.jwtSecret, visitorStar());
    const read = await subscribe(forged, 'visitor-attacker', liveUserChannel(alice.customerCode));
    expect(read.statusCode).toBe(403);
    for (const channel of [LIVE_CHANNELS.system, LIVE_CHANNELS.public]) {
      const sent = await publish(forged, 'visitor-attacker', channel);
      expect(sent.statusCode).toBe(403);
    }
    const stored = await t.database.db
      .selectFrom('live_messages')
      .select('publisher')
      .where('publisher', '=', 'visitor-attacker')
      .execute();
    expect(stored).toEqual([]);
    // what a visitor may do still works with it: read the public chat
    expect((await subscribe(forged, 'visitor-attacker', LIVE_CHANNELS.public)).statusCode).toBe(200);
  });

  it('a player\'s token rewritten with "*" grants reads only that player\'s channel and writes only the chat', async () => {
    const issued = (await t.http.call('POST', '/live/token', { token: alice.token })).body.data;
    const claims = readLiveToken(t.ctx.config.jwtSecret, issued.token)!;
    const forged = signLiveToken(t.ctx.config.jwtSecret, { ...claims, read: ['*'], write: ['*'] });
    expect((await subscribe(forged, issued.uuid, liveUserChannel(bob.customerCode))).statusCode).toBe(403);
    expect((await publish(forged, issued.uuid, LIVE_CHANNELS.system)).statusCode).toBe(403);
    expect((await subscribe(forged, issued.uuid, liveUserChannel(alice.customerCode))).statusCode).toBe(200);
    expect((await publish(forged, issued.uuid, LIVE_CHANNELS.public)).statusCode).toBe(200);
  });
});
