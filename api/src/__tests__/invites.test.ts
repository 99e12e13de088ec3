/**
 * Friend invite (issue 11, docs/product.md "Friend invite") on PGlite and PostgreSQL, the clock at Saturday
 * 2026-05-02 10:00 Bangkok, INVITE_COMMISSION_BPS=150: registering with a referral code records the referrer
 * and the landing UTM fields; an unknown code is ignored (the signup succeeds without a referrer); after the
 * invitee's Hanoi slip settles the referrer gets floor(stake × 150 / 10000) satang exactly once, however often
 * (and however concurrently) the commission job runs; a pending slip and a self-referral earn nothing; ops
 * change the rate and a slip settled later uses it; a lost mini-game slip earns commission too; players are
 * refused on the ops routes. Issue 20 (commission only on stake at risk): the farming loop (30 slips staked and
 * cashed out at step 0) pays 0; a slip whose step was played pays (a win then a cash-out, a rock-paper-scissors
 * draw then a cash-out); a voided round, a cancelled line and a wholly cancelled slip pay 0.
 */
import { sql } from 'kysely';
import { maskCustomerCode } from 'shared-contracts';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { payInviteCommissions } from '../invites/pay-invite-commissions';
import { BACKENDS } from '../test-support/databases';
import {
  bankAccountFor,
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  newPhone,
  registerPlayer,
  settleResult,
  type Http,
  useTestApp,
} from '../test-support/harness';
import { patch, playFor } from '../test-support/minigames';

jest.setTimeout(240_000);

const DAY = '2026-05-02';

/** registerPlayer with extra body fields (invite_code, utm_*). */
async function registerWith(http: Http, extra: Record<string, string>) {
  const phone = newPhone();
  const otpReq = await http.post('/auth/otp/request', { phone, purpose: 'REGISTER' });
  const sms = (await http.get(`/dev/sms-outbox?phone=${phone}`)).body.data[0];
  const verified = await http.post('/auth/otp/verify', {
    otp_session_token: otpReq.body.data.otp_session_token,
    otp: sms.otp,
  });
  return http.post('/auth/register', {
    verified_token: verified.body.data.verified_token,
    pin: '123456',
    bank_code: 'KBANK',
    bank_account_number: bankAccountFor(phone),
    bank_account_name: 'Somchai Jaidee',
    age_confirmed: true,
    ...extra,
  });
}

describe.each(BACKENDS)('friend invite on %s', (backend) => {
  const t = useTestApp(backend, { env: { INVITE_COMMISSION_BPS: '150' } });
  let referrer: { token: string; id: number; code: string };
  let invitee: { token: string; id: number; customerCode: string };
  let self: { token: string; id: number };
  let vn: string;
  let vip: string;
  const db = () => t.database.db;
  const userId = async (customerCode: string) =>
    (await db().selectFrom('users').select('id').where('customer_code', '=', customerCode).executeTakeFirstOrThrow())
      .id;
  const balance = async (id: number) =>
    (
      await db()
        .selectFrom('ledger_accounts')
        .select('balance_satang')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance_satang;
  const commissions = () => db().selectFrom('invite_commissions').selectAll().orderBy('id').execute();
  const runJob = () =>
    db()
      .transaction()
      .execute((trx) => payInviteCommissions(trx, t.clock.now(), t.ctx.config.inviteCommissionBps));
  const bet = (token: string, type: string, roundId: string, lines: unknown[]) =>
    t.http.post(`/hanoi/bet/${type}`, { round_id: roundId, lines }, token, { 'idempotency-key': idemKey('bet') });

  beforeAll(async () => {
    const a = await registerPlayer(t.http);
    const aId = await userId(a.customerCode);
    const me = await t.http.get('/invites/me', a.token);
    expect(me.status).toBe(200);
    referrer = { token: a.token, id: aId, code: me.body.data.invite_code };
    vn = (await t.http.get('/hanoi/current-round/normal')).body.data.current_round.round_id;
    vip = (await t.http.get('/hanoi/current-round/vip')).body.data.current_round.round_id;
  });

  it('registering with a referral code (any case) records the referrer and the UTM fields', async () => {
    const reg = await registerWith(t.http, {
      invite_code: referrer.code.toLowerCase(),
      utm_source: 'facebook',
      utm_campaign: 'songkran',
    });
    expect(reg.status).toBe(201);
    const id = await userId(reg.body.data.customer_code);
    invitee = { token: reg.body.data.token, id, customerCode: reg.body.data.customer_code };
    const user = await db().selectFrom('users').select('invited_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.invited_by).toBe(referrer.id);
    const signup = await db()
      .selectFrom('invite_signups')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(signup).toMatchObject({
      referrer_id: referrer.id,
      code_used: referrer.code,
      utm_source: 'facebook',
      utm_campaign: 'songkran',
      utm_medium: null,
    });
  });

  it('an unknown code never blocks a signup: the account has no referrer, the code is kept for ops', async () => {
    const reg = await registerWith(t.http, { invite_code: 'ZZZZ9999' });
    expect(reg.status).toBe(201);
    const id = await userId(reg.body.data.customer_code);
    self = { token: reg.body.data.token, id };
    const user = await db().selectFrom('users').select('invited_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.invited_by).toBeNull();
    const signup = await db()
      .selectFrom('invite_signups')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(signup).toMatchObject({ referrer_id: null, code_used: 'ZZZZ9999' });
    // a bad UTM field is still bad input
    const bad = await registerWith(t.http, { utm_source: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.body.service_code).toBe('E10000');
  });

  it('pays floor(stake × bps / 10000) once per settled slip, however often and concurrently the job runs', async () => {
    for (const p of [invitee, self]) expect((await depositBaht(t.http, p.token, 1_000)).status).toBe(201);
    // a self-referral (forced in the database: no request can make one) earns nothing
    await db().updateTable('users').set({ invited_by: self.id }).where('id', '=', self.id).execute();
    expect((await bet(invitee.token, 'normal', vn, [{ kind: 'TWO_TOP', number: '00', amount: 33 }])).status).toBe(201);
    expect((await bet(invitee.token, 'vip', vip, [{ kind: 'TWO_TOP', number: '11', amount: 20 }])).status).toBe(201);
    expect((await bet(self.token, 'normal', vn, [{ kind: 'TWO_TOP', number: '01', amount: 50 }])).status).toBe(201);
    // nothing settled yet: nothing to pay
    expect(await runJob()).toEqual({ slips: 0, paidSatang: 0 });

    t.clock.set(`${DAY}T18:30:00+07:00`); // VN's scheduled result time (issue 20: none before)
    const draw = readSharedCsv('xsmb-draws.csv').find((r) => r.date === DAY)!;
    expect((await settleResult(t, vn, { special: draw.special, prize1: draw.prize1 })).status).toBe(200);
    const before = await balance(referrer.id);
    // 33 baht × 150 bps = 49.5 satang → 49; three runs, two of them at once
    const runs = await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(runs.reduce((s, r) => s + r.paidSatang, 0)).toBe(49);
    expect(await balance(referrer.id)).toBe(before + 49);
    const rows = await commissions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'draw',
      referrer_id: referrer.id,
      invitee_id: invitee.id,
      stake_satang: 3300,
      bps: 150,
      commission_satang: 49,
    });
    expect(rows[0]!.transfer_id).not.toBeNull();
    const transfers = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transfers
       where idempotency_scope = 'invite-commission' and kind = 'INVITE_COMMISSION'`.execute(db());
    expect(transfers.rows[0]!.n).toBe(1);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('the referrer sees the code, the link, the invited player masked and the commission', async () => {
    const me = await t.http.get('/invites/me', referrer.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      invite_code: referrer.code,
      link_path: `/register?ref=${referrer.code}`,
      feature_open: true,
      commission_rate_bps: 150,
      invited_count: 1,
      commission_total: 0.49,
      invited: [{ customer_code: maskCustomerCode(invitee.customerCode), commission: 0.49, slips: 1 }],
    });
    expect(me.body.data.invited[0].customer_code).not.toBe(invitee.customerCode);
    expect((await t.http.get('/invites/me')).status).toBe(401);
  });

  it('ops change the rate (audited, with history); a slip settled later uses it; players are refused', async () => {
    const settings = await t.http.get('/backoffice/invites/settings', t.ops);
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      commission_bps: 150,
      default_bps: 150,
      source: 'default',
      paid_total_satang: 49,
      paid_slips: 1,
      history: [],
    });
    const put = (body: unknown, token = t.ops) => t.http.call('PUT', '/backoffice/invites/settings', { token, body });
    expect((await put({ commission_bps: 5001 })).status).toBe(400);
    expect((await put({ commission_bps: 1.5 })).body.service_code).toBe('E10000');
    expect((await put({ commission_bps: 1000 }, invitee.token)).status).toBe(403);
    expect((await t.http.get('/backoffice/invites/settings', invitee.token)).status).toBe(403);

    t.clock.set(`${DAY}T19:00:00+07:00`);
    const set = await put({ commission_bps: 1000, reason: 'Songkran push' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      commission_bps: 1000,
      source: 'ops',
      history: [{ commission_bps: 1000, ops_username: 'maker', reason: 'Songkran push' }],
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('action', '=', 'invite.settings.set')
      .execute();
    expect(audit).toEqual([{ action: 'invite.settings.set', actor_name: 'maker' }]);

    // the VIP slip settles after the change: 20 baht × 1000 bps = 200 satang
    t.clock.set(`${DAY}T19:40:00+07:00`);
    const settled = await settleResult(t, vip, { special: '12345', prize1: '67890' });
    expect(settled.status).toBe(200);
    const before = await balance(referrer.id);
    await runJob();
    await runJob();
    expect(await balance(referrer.id)).toBe(before + 200);
    const rows = await commissions();
    expect(rows.map((r) => [r.invitee_id, r.bps, r.commission_satang])).toEqual([
      [invitee.id, 150, 49],
      [invitee.id, 1000, 200],
    ]);
    // the self-referred player's settled slip was never paid
    expect(rows.some((r) => r.invitee_id === self.id)).toBe(false);
    expect((await t.http.get('/invites/me', referrer.token)).body.data.commission_total).toBe(2.49);
  });

  it('a lost mini-game slip earns its commission once too (paid by the scheduler tick), at the rate in force when it ended', async () => {
    const staked = await t.http.post('/cointossing/bet', { total_bet: 10, key: idemKey('mg') }, invitee.token);
    expect(staked.status).toBe(201);
    const lost = await playFor(t, 'cointossing', invitee.token, staked.body.data.slip_id, 'LOSE');
    expect(lost.body.data.status).toBe('LOST');
    const before = await balance(referrer.id);
    // the scheduler's tick pays it (the job is one of its passes); a job run after it pays nothing more
    const tick = await runSchedulerTick(t.database.db, t.clock.now(), { context: t.ctx });
    expect(tick).toMatchObject({ ran: true, failed: [] });
    expect(await balance(referrer.id)).toBe(before + 100);
    expect(await runJob()).toEqual({ slips: 0, paidSatang: 0 });
    // 10 baht × 1000 bps = 100 satang
    expect(await balance(referrer.id)).toBe(before + 100);
    const rows = (await commissions()).filter((r) => r.source === 'minigame');
    expect(rows.map((r) => [r.slip_code, r.stake_satang, r.bps, r.commission_satang])).toEqual([
      [staked.body.data.slip_id, 1000, 1000, 100],
    ]);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
  it('the farming loop of issue 20 pays 0: 30 slips staked and cashed out at step 0 risk nothing', async () => {
    const referrerBefore = await balance(referrer.id);
    const inviteeBefore = await balance(invitee.id);
    const codes: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const staked = await t.http.post('/cointossing/bet', { total_bet: 100, key: idemKey('farm') }, invitee.token);
      expect(staked.status).toBe(201);
      const out = await patch(t, '/cointossing/bet', { is_end: true }, invitee.token);
      expect(out.body.data).toMatchObject({ slip_id: staked.body.data.slip_id, status: 'CASHED_OUT', payout: 100 });
      codes.push(staked.body.data.slip_id as string);
    }
    // the invitee lost nothing: the whole stake came back 30 times
    expect(await balance(invitee.id)).toBe(inviteeBefore);
    const tick = await runSchedulerTick(t.database.db, t.clock.now(), { context: t.ctx });
    expect(tick).toMatchObject({ ran: true, failed: [] });
    expect(await runJob()).toEqual({ slips: 0, paidSatang: 0 });
    // before the fix: 30 × 100 baht × 1000 bps = 300 baht; now nothing, and each slip is looked at once
    expect(await balance(referrer.id)).toBe(referrerBefore);
    const rows = (await commissions()).filter((r) => codes.includes(r.slip_code));
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.stake_satang === 0 && r.commission_satang === 0 && r.transfer_id === null)).toBe(true);
    expect((await t.http.get('/invites/me', referrer.token)).body.data.commission_total).toBe(3.49);
  });

  it('a slip whose step was played carried risk: a win then a cash-out pays, a draw then a cash-out pays', async () => {
    const before = await balance(referrer.id);
    const ct = await t.http.post('/cointossing/bet', { total_bet: 10, key: idemKey('mg') }, invitee.token);
    expect((await playFor(t, 'cointossing', invitee.token, ct.body.data.slip_id, 'WIN')).body.data.status).toBe('OPEN');
    const ctOut = await patch(t, '/cointossing/bet', { is_end: true }, invitee.token);
    expect(ctOut.body.data).toMatchObject({ status: 'CASHED_OUT', payout: 19.6 });
    // rock-paper-scissors: a draw gives the stake back, but the call could have lost it
    const pyc = await t.http.post('/paoyingchub/bet', { total_bet: 20, key: idemKey('mg') }, invitee.token);
    expect((await playFor(t, 'paoyingchub', invitee.token, pyc.body.data.slip_id, 'DRAW')).status).toBe(200);
    const pycOut = await patch(t, '/paoyingchub/bet', { is_end: true }, invitee.token);
    expect(pycOut.body.data).toMatchObject({ status: 'CASHED_OUT', payout: 20 });
    expect(await runJob()).toEqual({ slips: 2, paidSatang: 300 });
    // 10 baht × 1000 bps = 100 satang; 20 baht × 1000 bps = 200 satang
    expect(await balance(referrer.id)).toBe(before + 300);
    const rows = (await commissions()).filter((r) =>
      [ct.body.data.slip_id, pyc.body.data.slip_id].includes(r.slip_code),
    );
    expect(rows.map((r) => [r.slip_code, r.stake_satang, r.commission_satang])).toEqual([
      [ct.body.data.slip_id, 1000, 100],
      [pyc.body.data.slip_id, 2000, 200],
    ]);
  });

  it('a voided round, a cancelled line and a cancelled slip pay nothing: commission is net of cancellations', async () => {
    t.clock.set('2026-05-03T10:00:00+07:00');
    const day = '2026-05-03';
    const vip2 = (await t.http.get('/hanoi/current-round/vip')).body.data.current_round.round_id as string;
    const vn2 = (await t.http.get('/hanoi/current-round/normal')).body.data.current_round.round_id as string;
    expect(vip2).not.toBe(vip);
    // two lines, the first cancelled by the player (10 % fee): only the 30-baht line is at risk
    const two = await bet(invitee.token, 'vip', vip2, [
      { kind: 'TWO_TOP', number: '11', amount: 50 },
      { kind: 'TWO_TOP', number: '22', amount: 30 },
    ]);
    expect(two.status).toBe(201);
    const twoId = two.body.data.slip_id as string;
    const cut = await t.http.post(`/hanoi/bet-slip/partial/vip/${twoId}`, { line_ids: [`${twoId}-1`] }, invitee.token);
    expect(cut.body.data).toMatchObject({ cancelled_amount: 50 });
    // a slip cancelled whole
    const whole = await bet(invitee.token, 'vip', vip2, [{ kind: 'TWO_TOP', number: '33', amount: 40 }]);
    const wholeId = whole.body.data.slip_id as string;
    const gone = await t.http.post(`/hanoi/bet-slip/partial/vip/${wholeId}`, {}, invitee.token);
    expect(gone.body.data.slip.status).toBe('USER_CANCEL');
    // a slip of a round ops void: its stake is refunded
    const voidSlip = await bet(invitee.token, 'normal', vn2, [{ kind: 'TWO_TOP', number: '44', amount: 60 }]);
    const voidId = voidSlip.body.data.slip_id as string;
    const voided = await t.http.post(`/backoffice/rounds/${vn2}/void`, { reason: 'commission test void' }, t.ops);
    expect(voided.status).toBe(200);
    expect(await runJob()).toEqual({ slips: 0, paidSatang: 0 });
    // even a slip somehow marked settled in a voided round is not paid (forced here: no request can make one)
    await db()
      .updateTable('bet_lines')
      .set({ status: 'LOSE' })
      .where('slip_id', 'in', db().selectFrom('bet_slips').select('id').where('slip_code', '=', voidId))
      .execute();
    await db().updateTable('bet_slips').set({ status: 'LOSE' }).where('slip_code', '=', voidId).execute();

    t.clock.set(`${day}T19:40:00+07:00`);
    const before = await balance(referrer.id);
    expect((await settleResult(t, vip2, { special: '12345', prize1: '67890' })).status).toBe(200);
    expect(await runJob()).toEqual({ slips: 1, paidSatang: 300 });
    // 30 baht × 1000 bps = 300 satang (the cancelled 50 baht line earns nothing)
    expect(await balance(referrer.id)).toBe(before + 300);
    const rows = (await commissions()).filter((r) => [twoId, wholeId, voidId].includes(r.slip_code));
    expect(rows.map((r) => [r.slip_code, r.stake_satang, r.commission_satang])).toEqual([[twoId, 3000, 300]]);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
