/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests; the routes' zod schemas check them */
/**
 * Issue 20, "one admin alone settles any result at any payout rate", the rates part (draw-games/setting-changes/),
 * on PGlite and PostgreSQL: operator A sets RUN_TOP on China stock to 100,000× alone → the change only waits
 * (bets keep 3.2); A cannot confirm it, nor can a fresh account; B confirms → it applies to bets placed after;
 * two confirmations at once apply it once; a change whose base moved is stale (409, nothing applied); an in-band
 * change applies at once; one pending change per game and setting; cancel (maker only), reject (others only),
 * expiry; exposure caps and stake limits have their own band (above MAX × the default only); every step audited.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import { storedLineRatesX100 } from '../test-support/stored-bets';
import { createOpsUser, depositBaht, idemKey, opsLogin, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

const HOUR = 3_600_000;

describe.each(BACKENDS)('setting changes beyond the band on %s', (backend) => {
  // a Sunday morning; the operators "maker" (A) and "checker" (B) are created now and held for 24 h
  const t = useTestApp(backend, { now: '2026-05-10T08:00:00+07:00', env: { OPS_NEW_ACCOUNT_HOLD_HOURS: '24' } });
  let player: string;
  let checker2: string;
  const putRates = (body: unknown, token = t.ops, game = 'STCN') =>
    t.http.call('PUT', `/backoffice/rates/${game}`, { token, body });
  const putCaps = (caps: unknown, token = t.ops, game = 'STCN') =>
    t.http.call('PUT', `/backoffice/exposure-caps/${game}`, { token, body: { caps } });
  const decide = (id: string, verb: 'confirm' | 'reject' | 'cancel', token: string, body: unknown = {}) =>
    t.http.post(`/backoffice/setting-changes/${id}/${verb}`, body, token);
  const pending = async (game = 'STCN') =>
    (await t.http.get(`/backoffice/setting-changes?game=${game}`, t.ops)).body.data as any[];
  const publicRate = async (kind: string) =>
    (await t.http.get('/stock/rate/china')).body.data.kinds.find((k: any) => k.kind === kind).rate;
  const bet = async (lines: unknown[]) => {
    const round = (await t.http.get('/stock/current-round/china')).body.data.current_round.round_id;
    return t.http.post('/stock/bet/china', { round_id: round, lines }, player, { 'idempotency-key': idemKey('bet') });
  };
  const auditCount = async (action: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from audit_log where action = ${action}`.execute(t.database.db))
      .rows[0]!.n;

  beforeAll(async () => {
    await createOpsUser(t.http, t.admin, 'checker2', 'operator');
    checker2 = await opsLogin(t.http, 'checker2');
    // Monday 09:00 Bangkok: 25 h later, the China morning round is open (closes 10:00)
    t.clock.set('2026-05-11T09:00:00+07:00');
    player = (await registerPlayer(t.http)).token;
    expect((await depositBaht(t.http, player, 10_000)).status).toBe(201);
  });

  it('the insider: A sets RUN_TOP to 100,000× → pending, bets stay at 3.2; A, a fresh account cannot confirm; B confirms → applies', async () => {
    const asked = await putRates({ kinds: { RUN_TOP: { rate: 100_000 } }, reason: 'promo' });
    expect(asked.status).toBe(202);
    expect(asked.body.service_code).toBe('S10001');
    const change = asked.body.data.pending_change;
    expect(change).toMatchObject({
      game_code: 'STCN',
      setting: 'game_rates',
      status: 'PENDING',
      requested_by: 'maker',
      reason: 'promo',
      changes: [
        {
          kind: 'RUN_TOP',
          field: 'rate',
          old: null,
          new: 100_000,
          old_in_force: 3.2,
          new_in_force: 100_000,
          in_band: false,
        },
      ],
    });
    // nothing applied: the console's view, players' rates and a bet all keep 3.2
    expect(asked.body.data.kinds.find((k: any) => k.kind === 'RUN_TOP')).toMatchObject({ rate: 3.2, own_rate: null });
    expect(await publicRate('RUN_TOP')).toBe(3.2);
    const before = await bet([{ kind: 'RUN_TOP', number: '7', amount: 1 }]);
    expect(before.status).toBe(201);
    expect(before.body.data.lines[0]).toMatchObject({ rate: 3.2 });
    expect((await pending()).map((c) => c.id)).toEqual([change.id]);

    // A cannot confirm their own change
    const own = await decide(change.id, 'confirm', t.ops);
    expect(own.status).toBe(403);
    expect(own.body.service_code).toBe('E10403');
    // an account the admin just made cannot confirm either (new-account hold), nor can the admin (not an operator)
    await createOpsUser(t.http, t.admin, 'fresh', 'operator');
    const fresh = await decide(change.id, 'confirm', await opsLogin(t.http, 'fresh'));
    expect(fresh.status).toBe(403);
    expect(fresh.body.message ?? fresh.body.service_message).toMatch(/first 24 hours/);
    expect((await decide(change.id, 'confirm', t.admin)).status).toBe(403);
    expect(await publicRate('RUN_TOP')).toBe(3.2);

    // B confirms: it applies to bets placed after it; the line placed before keeps 3.2
    const confirmed = await decide(change.id, 'confirm', t.checker);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', decided_by: 'checker' });
    expect(await publicRate('RUN_TOP')).toBe(100_000);
    const after = await bet([{ kind: 'RUN_TOP', number: '7', amount: 1 }]);
    expect(after.body.data.lines[0]).toMatchObject({ rate: 100_000 });
    expect((await storedLineRatesX100(t.database.db, before.body.data.slip_id))[0]).toBe(320);
    const history = (await t.http.get('/backoffice/rates/STCN/history', t.ops)).body.data;
    expect(history[0]).toMatchObject({
      kind: 'RUN_TOP',
      new_rate: 100_000,
      changed_by: 'maker',
      confirmed_by: 'checker',
    });
    // decided once: a second confirmation is refused
    expect((await decide(change.id, 'confirm', checker2)).status).toBe(409);
    expect(await auditCount('setting_change.request')).toBe(1);
    expect(await auditCount('setting_change.confirm')).toBe(1);
    expect(await auditCount('game_rates.set')).toBe(1);

    // going back to the default is in band: A alone, at once
    const restored = await putRates({ kinds: { RUN_TOP: { rate: null } } });
    expect(restored.status).toBe(200);
    expect(await publicRate('RUN_TOP')).toBe(3.2);
  });

  it('two confirmations at once: one applies, the other is refused 409', async () => {
    const asked = await putRates({ kinds: { TWO_TOP: { rate: 500 } } });
    expect(asked.status).toBe(202);
    const id = asked.body.data.pending_change.id;
    const historyBefore = (await t.http.get('/backoffice/rates/STCN/history', t.ops)).body.data.length;
    const results = await Promise.all([decide(id, 'confirm', t.checker), decide(id, 'confirm', checker2)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await publicRate('TWO_TOP')).toBe(500);
    const history = (await t.http.get('/backoffice/rates/STCN/history', t.ops)).body.data;
    expect(history.length).toBe(historyBefore + 1);
    expect((await putRates({ kinds: { TWO_TOP: { rate: null } } })).status).toBe(200);
  });

  it('stale: the value moved since the request → 409, marked STALE, nothing applied', async () => {
    const asked = await putRates({ kinds: { THREE_TOP: { rate: 5000 } } });
    expect(asked.status).toBe(202);
    const id = asked.body.data.pending_change.id;
    // another operator moves THREE_TOP within the band meanwhile (applies at once)
    expect((await putRates({ kinds: { THREE_TOP: { rate: 800 } } }, t.checker)).status).toBe(200);
    const stale = await decide(id, 'confirm', checker2);
    expect(stale.status).toBe(409);
    expect(stale.body.message ?? stale.body.service_message).toMatch(/stale/);
    expect(await publicRate('THREE_TOP')).toBe(800);
    const closed = (await t.http.get('/backoffice/setting-changes?status=STALE', t.ops)).body.data;
    expect(closed.map((c: any) => c.id)).toContain(id);
    expect(await auditCount('setting_change.stale')).toBe(1);
    expect((await putRates({ kinds: { THREE_TOP: { rate: null } } })).status).toBe(200);
  });

  it('in band applies at once; below the band waits too; one pending per game and setting; cancel, reject, expiry', async () => {
    // the band is 0.5×-1.1× of the catalogue's 850 (425-935)
    expect((await putRates({ kinds: { THREE_TOP: { rate: 935 } } })).status).toBe(200);
    expect((await putRates({ kinds: { THREE_TOP: { rate: 425 } } })).status).toBe(200);
    expect(await publicRate('THREE_TOP')).toBe(425);
    const low = await putRates({ kinds: { THREE_TOP: { rate: 424.99 } } });
    expect(low.status).toBe(202);
    const lowId = low.body.data.pending_change.id;
    // a second out-of-band change of the same game's rates is refused while one waits; another game is free
    const second = await putRates({ kinds: { TWO_TOP: { rate: 1000 } } }, t.checker);
    expect(second.status).toBe(409);
    expect(second.body.service_code).toBe('E10409');
    const otherGame = await putRates({ kinds: { TWO_TOP: { rate: 1000 } } }, t.checker, 'STJP');
    expect(otherGame.status).toBe(202);
    // only the maker cancels; the maker cannot reject
    expect((await decide(lowId, 'cancel', t.checker)).status).toBe(403);
    expect((await decide(lowId, 'reject', t.ops)).status).toBe(403);
    const cancelled = await decide(lowId, 'cancel', t.ops, { note: 'typo' });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', decided_by: 'maker', note: 'typo' });
    expect((await decide(lowId, 'confirm', t.checker)).status).toBe(409);
    // another operator rejects
    const jpId = otherGame.body.data.pending_change.id;
    const rejected = await decide(jpId, 'reject', t.ops, { note: 'no' });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', decided_by: 'maker' });
    expect(await publicRate('THREE_TOP')).toBe(425);
    // expiry: OPS_CHANGE_PENDING_HOURS (24) after the request it leaves the list and cannot be confirmed
    const late = await putRates({ kinds: { RUN_BOTTOM: { rate: 10 } } });
    expect(late.status).toBe(202);
    const lateId = late.body.data.pending_change.id;
    t.clock.advance(24 * HOUR);
    expect((await pending()).map((c) => c.id)).not.toContain(lateId);
    const expired = await decide(lateId, 'confirm', t.checker);
    expect(expired.status).toBe(409);
    expect(expired.body.message ?? expired.body.service_message).toMatch(/expired/);
    expect(await auditCount('setting_change.expire')).toBe(1);
    // the expired one no longer blocks a new request
    const again = await putRates({ kinds: { RUN_BOTTOM: { rate: 10 } } });
    expect(again.status).toBe(202);
    expect((await decide(again.body.data.pending_change.id, 'cancel', t.ops)).status).toBe(200);
    expect((await putRates({ kinds: { THREE_TOP: { rate: null } } })).status).toBe(200);
    expect(await auditCount('setting_change.cancel')).toBe(2);
    expect(await auditCount('setting_change.reject')).toBe(1);
  });

  it('stake limits and exposure caps: lowering applies at once, above 1.1× the default waits for a second operator', async () => {
    // stake limits: the catalogue's max 100 baht; 110 is in band, 111 is not; a lower min applies at once
    expect((await putRates({ kinds: { RUN_TOP: { max_amount: 110 } } })).status).toBe(200);
    expect((await putRates({ kinds: { RUN_TOP: { max_amount: 1 } } })).status).toBe(200);
    const high = await putRates({ kinds: { RUN_TOP: { max_amount: 111 } } });
    expect(high.status).toBe(202);
    expect(high.body.data.pending_change.changes[0]).toMatchObject({ field: 'max_amount', old: 1, new: 111 });
    expect((await decide(high.body.data.pending_change.id, 'confirm', t.checker)).status).toBe(200);
    expect(
      (await t.http.get('/stock/rate/china')).body.data.kinds.find((k: any) => k.kind === 'RUN_TOP'),
    ).toMatchObject({
      max_amount: 111,
    });
    // exposure caps: the default 2,000,000 baht; lower applies at once, 2,200,001 waits
    const lower = await putCaps({ TWO_TOP: 1000 });
    expect(lower.status).toBe(200);
    expect(lower.body.data.kinds.find((k: any) => k.kind === 'TWO_TOP')).toMatchObject({ cap: 1000 });
    const raise = await putCaps({ TWO_TOP: 2_200_001 });
    expect(raise.status).toBe(202);
    const capChange = raise.body.data.pending_change;
    expect(capChange).toMatchObject({
      setting: 'exposure_caps',
      changes: [{ field: 'cap', old: 1000, new: 2_200_001 }],
    });
    expect(raise.body.data.kinds.find((k: any) => k.kind === 'TWO_TOP')).toMatchObject({ effective_cap: 1000 });
    expect((await decide(capChange.id, 'confirm', t.ops)).status).toBe(403);
    expect((await decide(capChange.id, 'confirm', t.checker)).status).toBe(200);
    const caps = (await t.http.get('/backoffice/exposure-caps/STCN', t.ops)).body.data;
    expect(caps.kinds.find((k: any) => k.kind === 'TWO_TOP')).toMatchObject({ effective_cap: 2_200_001 });
    expect(await auditCount('exposure_caps.set')).toBe(2);
  });

  it('an unknown or malformed id is 404; a player cannot list (403), nor can an anonymous caller (401)', async () => {
    expect((await decide('999999', 'confirm', t.checker)).status).toBe(404);
    expect((await decide('abc', 'reject', t.checker)).status).toBe(404);
    expect((await t.http.get('/backoffice/setting-changes', player)).status).toBe(403);
    expect((await t.http.call('GET', '/backoffice/setting-changes')).status).toBe(401);
  });
});
