/**
 * The mini-games over HTTP on PGlite and PostgreSQL (docs/game-rules.md "Mini-games", "Provable fairness"):
 * stakes and cash-outs move through the ledger exactly once, a replayed key never stakes twice, a loss pays
 * nothing, a rock-paper-scissors draw replays, the commitment is SHA-256 of the seed revealed only at the end,
 * every finished slip verifies with the browser's `verifySlip` (and a changed seed does not), and ops' settings
 * apply to new slips. Outcomes are chosen by reading the slip's seed from the database (test-support/minigames.ts).
 */
import { sha256Hex, verifySlip, type FairSlipRecord, type StreakSlipData } from 'shared-contracts';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';
import { guessFor, patch, playFor } from '../test-support/minigames';

jest.setTimeout(180_000);

const record = (slip: StreakSlipData): FairSlipRecord => ({
  game: slip.game,
  server_seed: slip.fairness.server_seed!,
  commitment: slip.fairness.commitment,
  client_seed: slip.fairness.client_seed,
  nonce: slip.fairness.nonce,
  steps: slip.steps,
});

describe.each(BACKENDS)('mini-games on %s', (backend) => {
  const t = useTestApp(backend);

  async function player(deposit = 100) {
    const p = await registerPlayer(t.http);
    if (deposit > 0) await depositBaht(t.http, p.token, deposit);
    return p.token;
  }
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const stake = (game: string, token: string, total_bet: number | string, key = idemKey('mg'), extra = {}) =>
    t.http.post(`/${game}/bet`, { total_bet, key, ...extra }, token);
  const transfers = (slipId: string) =>
    t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'idempotency_scope'])
      .where('idempotency_key', '=', slipId)
      .orderBy('id')
      .execute();

  it('stakes through the ledger, multiplies by 1.96 per win and pays a cash-out once', async () => {
    const token = await player(100);
    const staked = await stake('cointossing', token, 10, idemKey('mg'), { remark: 'first' });
    expect(staked.status).toBe(201);
    const slip = staked.body.data;
    expect(slip).toMatchObject({
      game: 'cointossing',
      game_code: 'CT',
      status: 'OPEN',
      total_bet: 10,
      multiplier: 1.96,
      payout: 10,
      next_payout: 19.6,
      wins: 0,
      remark: 'first',
      is_use_coin: false,
      steps: [],
    });
    expect(slip.slip_id).toMatch(/^CT\d{8}$/);
    expect(await balance(token)).toBe(90);

    const one = await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ status: 'OPEN', wins: 1, payout: 19.6, next_payout: 38.41 });
    const two = await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    // floor(1960 × 1.96) = 3841 satang
    expect(two.body.data).toMatchObject({ status: 'OPEN', wins: 2, payout: 38.41 });
    expect(two.body.data.steps.map((s: { result: string }) => s.result)).toEqual(['WIN', 'WIN']);

    const out = await patch(t, '/cointossing/bet', { is_end: true }, token);
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ status: 'CASHED_OUT', payout: 38.41, next_payout: null });
    expect(await balance(token)).toBe(128.41);
    // a second cash-out answers the ended slip and pays nothing
    const again = await patch(t, '/cointossing/bet', { is_end: true }, token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ slip_id: slip.slip_id, status: 'CASHED_OUT' });
    expect(await balance(token)).toBe(128.41);
    expect(await transfers(slip.slip_id)).toEqual([
      { kind: 'BET', idempotency_scope: 'minigame.bet' },
      { kind: 'PAYOUT', idempotency_scope: 'minigame.payout' },
    ]);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('replays a key as the same slip without staking twice; another body with it is refused', async () => {
    const token = await player(50);
    const key = idemKey('replay');
    const first = await stake('paoyingchub', token, 5, key);
    expect(first.status).toBe(201);
    await playFor(t, 'paoyingchub', token, first.body.data.slip_id, 'WIN');
    const replay = await stake('paoyingchub', token, 5, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // the same slip, as it stands now
    expect(replay.body.data).toMatchObject({ slip_id: first.body.data.slip_id, wins: 1 });
    expect(await balance(token)).toBe(45);
    const other = await stake('paoyingchub', token, 6, key);
    expect(other.status).toBe(409);
    expect(other.body.service_code).toBe('E10409');
    expect(await balance(token)).toBe(45);
  });

  it('keeps one open slip per player and game', async () => {
    const token = await player(50);
    const first = await stake('cointossing', token, 5);
    const second = await stake('cointossing', token, 5);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ service_code: 'E20024', data: { slip_id: first.body.data.slip_id } });
    expect((await t.http.get('/cointossing/bet-slip-exist', token)).body.data).toEqual({
      exists: true,
      slip_id: first.body.data.slip_id,
    });
    // the other game is separate
    expect((await stake('paoyingchub', token, 5)).status).toBe(201);
    expect(await balance(token)).toBe(40);
  });

  it('pays nothing for a loss, ends the slip and reveals its seed', async () => {
    const token = await player(20);
    const slip = (await stake('cointossing', token, 10)).body.data;
    await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    const lost = await playFor(t, 'cointossing', token, slip.slip_id, 'LOSE');
    expect(lost.body.data).toMatchObject({ status: 'LOST', payout: 0, wins: 1, next_payout: null });
    expect(lost.body.data.ended_at).not.toBeNull();
    expect(await sha256Hex(lost.body.data.fairness.server_seed)).toBe(slip.fairness.commitment);
    expect(await balance(token)).toBe(10);
    // nothing left to call; a cash-out answers the lost slip and pays nothing
    const call = await patch(t, '/cointossing/bet', { guess: 'HEAD' }, token);
    expect(call.status).toBe(404);
    const out = await patch(t, '/cointossing/bet', { is_end: true }, token);
    expect(out.body.data).toMatchObject({ slip_id: slip.slip_id, status: 'LOST' });
    expect(await balance(token)).toBe(10);
    expect((await transfers(slip.slip_id)).map((x) => x.kind)).toEqual(['BET']);
  });

  it('replays a rock-paper-scissors draw: the step counts, the payout stays', async () => {
    const token = await player(20);
    const slip = (await stake('paoyingchub', token, 10)).body.data;
    const draw = await playFor(t, 'paoyingchub', token, slip.slip_id, 'DRAW');
    expect(draw.body.data).toMatchObject({ status: 'OPEN', wins: 0, payout: 10 });
    expect(draw.body.data.steps).toEqual([expect.objectContaining({ step: 0, result: 'DRAW', payout_after: 10 })]);
    expect(draw.body.data.steps[0].outcome).toBe(draw.body.data.steps[0].guess);
    const win = await playFor(t, 'paoyingchub', token, slip.slip_id, 'WIN');
    expect(win.body.data.steps[1]).toMatchObject({ step: 1, result: 'WIN', payout_after: 19.6 });
    const out = await patch(t, '/paoyingchub/bet', { is_end: true }, token);
    expect(out.body.data.status).toBe('CASHED_OUT');
    expect(await balance(token)).toBe(29.6);
    expect((await verifySlip(record(out.body.data))).ok).toBe(true);
  });

  it('shows the commitment before play and reveals the seed only after the end', async () => {
    const token = await player(20);
    const seed = (await t.http.get('/cointossing/seed', token)).body.data;
    expect(seed).toMatchObject({ nonce: 0 });
    expect(seed.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.client_seed).toMatch(/^[0-9a-f]{16}$/);
    // the same pair until a slip ends
    expect((await t.http.get('/cointossing/seed', token)).body.data.commitment).toBe(seed.commitment);

    const slip = (await stake('cointossing', token, 5)).body.data;
    expect(slip.fairness).toEqual({
      commitment: seed.commitment,
      client_seed: seed.client_seed,
      nonce: 0,
      server_seed: null,
    });
    await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    const open = (await t.http.get('/cointossing/current-bet-slip', token)).body.data;
    expect(open.fairness.server_seed).toBeNull();
    expect(
      (await t.http.get(`/cointossing/bet-slip/${slip.slip_id}`, token)).body.data.fairness.server_seed,
    ).toBeNull();
    const hidden = await t.http.get(`/cointossing/revealed-seeds?commitment=${seed.commitment}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual([]);
    const stored = await t.database.db
      .selectFrom('minigame_seeds')
      .select('server_seed')
      .where('commitment', '=', seed.commitment)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(open)).not.toContain(stored.server_seed);

    const ended = (await patch(t, '/cointossing/bet', { is_end: true }, token)).body.data;
    expect(ended.fairness.server_seed).toBe(stored.server_seed);
    expect(await sha256Hex(ended.fairness.server_seed)).toBe(seed.commitment);
    const shown = (await t.http.get(`/cointossing/revealed-seeds?commitment=${seed.commitment}`)).body.data;
    expect(shown).toEqual([
      expect.objectContaining({ commitment: seed.commitment, server_seed: stored.server_seed, slips: 1 }),
    ]);
    expect((await t.http.get('/cointossing/current-bet-slip', token)).body.data).toBeNull();
    // the next pair: a new commitment, the same client seed
    const next = (await t.http.get('/cointossing/seed', token)).body.data;
    expect(next.commitment).not.toBe(seed.commitment);
    expect(next).toMatchObject({ client_seed: seed.client_seed, nonce: 0 });
  });

  it("plays on the player's client seed, which cannot change while a slip is open", async () => {
    const token = await player(20);
    const set = await t.http.call('PUT', '/paoyingchub/seed', { token, body: { client_seed: 'my lucky seed 7' } });
    expect(set.status).toBe(200);
    expect(set.body.data.client_seed).toBe('my lucky seed 7');
    const slip = (await stake('paoyingchub', token, 5)).body.data;
    expect(slip.fairness).toMatchObject({ client_seed: 'my lucky seed 7', commitment: set.body.data.commitment });
    const refused = await t.http.call('PUT', '/paoyingchub/seed', { token, body: { client_seed: 'other' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ service_code: 'E10409', data: { slip_id: slip.slip_id } });
    expect((await t.http.post('/paoyingchub/seed/rotate', {}, token)).status).toBe(409);
    for (const bad of ['', 'x'.repeat(65), 'tab\there', 'ไทย'])
      expect((await t.http.call('PUT', '/cointossing/seed', { token, body: { client_seed: bad } })).status).toBe(400);
  });

  it('rotates the seed pair on request: the revealed seed matches the commitment shown', async () => {
    const token = await player(0);
    const before = (await t.http.get('/cointossing/seed', token)).body.data;
    const rotated = await t.http.post('/cointossing/seed/rotate', {}, token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.revealed).toMatchObject({ commitment: before.commitment, slips: 0 });
    expect(await sha256Hex(rotated.body.data.revealed.server_seed)).toBe(before.commitment);
    expect(rotated.body.data.current.commitment).not.toBe(before.commitment);
    expect((await t.http.get('/cointossing/seed', token)).body.data.commitment).toBe(
      rotated.body.data.current.commitment,
    );
  });

  it("verifies every finished slip with the browser's function; a changed seed fails", async () => {
    const token = await player(200);
    for (const game of ['cointossing', 'paoyingchub'] as const) {
      for (let n = 0; n < 4; n += 1) {
        const slip = (await stake(game, token, 2)).body.data;
        const guesses = game === 'cointossing' ? ['HEAD', 'TAIL'] : ['ROCK', 'PAPER', 'SCISSORS'];
        let current = slip;
        for (let i = 0; i < 6 && current.status === 'OPEN'; i += 1)
          current = (await patch(t, `/${game}/bet`, { guess: guesses[(n + i) % guesses.length] }, token)).body.data;
        if (current.status === 'OPEN') await patch(t, `/${game}/bet`, { is_end: true }, token);
      }
      const day = (await t.http.get(`/${game}/day-bet-slip`, token)).body.data;
      expect(day.slips).toHaveLength(4);
      for (const slip of day.slips as StreakSlipData[]) {
        expect(slip.status).not.toBe('OPEN');
        const check = await verifySlip(record(slip));
        expect(check.ok).toBe(true);
        expect(check.commitmentOk).toBe(true);
        const other = (await verifySlip({ ...record(slip), server_seed: 'f'.repeat(64) })).ok;
        expect(other).toBe(false);
      }
    }
  });

  it('refuses free coins, stakes outside the limits and a short wallet; nothing moves', async () => {
    const token = await player(20);
    const coin = await stake('cointossing', token, 5, idemKey('mg'), { is_use_coin: true });
    expect(coin.status).toBe(400);
    expect(coin.body.service_code).toBe('E10000');
    expect(coin.body.service_message).toMatch(/free coins are not offered/);
    for (const amount of [0.5, 100.01, 0, -1, 1.234]) {
      const res = await stake('cointossing', token, amount);
      expect([res.status, res.body.service_code]).toEqual([400, 'E10000']);
    }
    const short = await stake('cointossing', token, 50);
    expect([short.status, short.body.service_code]).toEqual([422, 'P2R202']);
    expect(await balance(token)).toBe(20);
    expect((await t.http.get('/cointossing/current-bet-slip', token)).body.data).toBeNull();
    const both = await patch(t, '/cointossing/bet', { guess: 'HEAD', is_end: true }, token);
    expect(both.status).toBe(400);
    expect((await patch(t, '/cointossing/bet', { guess: 'ROCK' }, token)).status).toBe(400);
    expect((await patch(t, '/paoyingchub/bet', {}, token)).status).toBe(400);
  });

  it('replays a call sent again with the same Idempotency-Key instead of playing another step', async () => {
    const token = await player(20);
    const slip = (await stake('cointossing', token, 5)).body.data;
    const guess = await guessFor(t, 'cointossing', slip.slip_id, 'WIN');
    const key = idemKey('step');
    const first = await patch(t, '/cointossing/bet', { guess }, token, key);
    const retry = await patch(t, '/cointossing/bet', { guess }, token, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data).toEqual(first.body.data);
    expect((await t.http.get('/cointossing/current-bet-slip', token)).body.data.steps).toHaveLength(1);
  });

  it("lists the day's slips with totals, keeps remarks, and hides others' slips", async () => {
    const token = await player(50);
    const a = (await stake('paoyingchub', token, 5)).body.data;
    await playFor(t, 'paoyingchub', token, a.slip_id, 'WIN');
    await patch(t, '/paoyingchub/bet', { is_end: true }, token);
    const b = (await stake('paoyingchub', token, 3)).body.data;
    await playFor(t, 'paoyingchub', token, b.slip_id, 'LOSE');
    const day = (await t.http.get('/paoyingchub/day-bet-slip?duration_day=1&skip_day=0', token)).body.data;
    expect(day).toMatchObject({
      count: 2,
      total_bet: 8,
      total_payout: 9.8,
      from_date: '2026-05-02',
      to_date: '2026-05-02',
    });
    expect(day.slips.map((s: StreakSlipData) => s.slip_id)).toEqual([b.slip_id, a.slip_id]);
    const yesterday = (await t.http.get('/paoyingchub/day-bet-slip?duration_day=1&skip_day=1', token)).body.data;
    expect(yesterday).toMatchObject({ count: 0, slips: [], from_date: '2026-05-01' });
    expect((await t.http.get('/paoyingchub/day-bet-slip?duration_day=0', token)).status).toBe(400);

    const remark = await t.http.call('PUT', `/paoyingchub/bet-slip/${a.slip_id}`, { token, body: { remark: 'lucky' } });
    expect(remark.body.data).toMatchObject({ slip_id: a.slip_id, remark: 'lucky' });
    const other = await player(0);
    expect((await t.http.get(`/paoyingchub/bet-slip/${a.slip_id}`, other)).status).toBe(404);
    expect((await t.http.get(`/cointossing/bet-slip/${a.slip_id}`, token)).status).toBe(404);
    expect((await t.http.get(`/paoyingchub/bet-slip/${a.slip_id}`)).status).toBe(401);
  });

  it("applies ops' settings to new slips, cashes a streak out at the largest payout, and audits the change", async () => {
    const token = await player(100);
    const set = await t.http.call('PUT', '/backoffice/minigames/cointossing', {
      token: t.ops,
      body: { multiplier: 1.9, max_bet: 20, max_payout: 40 },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      multiplier: 1.9,
      max_bet: 20,
      max_payout: 40,
      defaults: { multiplier: 1.96, max_bet: 100, max_payout: 100000 },
    });
    expect((await t.http.get('/cointossing/close-status')).body.data).toMatchObject({
      is_closed: false,
      multiplier: 1.9,
      min_bet: 1,
      max_bet: 20,
      max_payout: 40,
    });
    // 10 → 19 → 36.10; a third win would pass 40: cashed out at 36.10
    const slip = (await stake('cointossing', token, 10)).body.data;
    expect(slip).toMatchObject({ multiplier: 1.9, max_payout: 40 });
    await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    const two = await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    expect(two.body.data).toMatchObject({ status: 'CASHED_OUT', payout: 36.1, wins: 2 });
    expect(await balance(token)).toBe(126.1);
    // one win of 100 baht × 1.9 would pass the 40 baht cap: refused
    const bad = await t.http.call('PUT', '/backoffice/minigames/cointossing', { token: t.ops, body: { max_bet: 100 } });
    expect(bad.status).toBe(400);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'minigame.settings.set')
      .execute();
    expect(audit).toEqual([{ action: 'minigame.settings.set', target: 'game:CT' }]);

    // ops close the game: no new slips, an open one may still cash out
    const open = (await stake('paoyingchub', token, 5)).body.data;
    await t.http.call('PUT', '/backoffice/minigames/paoyingchub', { token: t.ops, body: { is_closed: true } });
    expect((await t.http.get('/paoyingchub/close-status')).body.data).toMatchObject({ is_closed: true, reason: 'OPS' });
    expect((await stake('paoyingchub', await player(10), 5)).body.service_code).toBe('E10006');
    expect((await patch(t, '/paoyingchub/bet', { guess: 'ROCK' }, token)).body.service_code).toBe('E10006');
    expect((await patch(t, '/paoyingchub/bet', { is_end: true }, token)).body.data).toMatchObject({
      slip_id: open.slip_id,
      status: 'CASHED_OUT',
      payout: 5,
    });
    await t.http.call('PUT', '/backoffice/minigames/paoyingchub', { token: t.ops, body: { is_closed: false } });
    await t.http.call('PUT', '/backoffice/minigames/cointossing', {
      token: t.ops,
      body: { multiplier: null, max_bet: null, max_payout: null },
    });
    expect((await t.http.get('/cointossing/close-status')).body.data).toMatchObject({
      multiplier: 1.96,
      max_bet: 100,
      max_payout: 100000,
    });
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
