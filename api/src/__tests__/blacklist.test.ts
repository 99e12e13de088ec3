/**
 * Ops' block lists (spec §8 E20026 "phone blacklisted", E20027 "bank blacklisted"; backoffice/blacklist) on PGlite
 * and PostgreSQL: an operator lists a phone → it cannot register or get an account OTP (E20026) while an existing
 * account with it keeps working and is named as the holder; taken off → it registers. A bank account on the list
 * cannot be registered (E20027), and no withdrawal is requested to it nor approved after it was listed (the held
 * money goes back on reject). Twice → 409 E10409, an unknown entry → 404 E10001, bad bodies → 400 E10000 naming
 * the field, a wrong length for the bank → E20011, auditors and admins → 403 E10403 on writes; nothing changes on
 * a refusal. Every change is an audit row with the reason. Ten parallel adds of one phone: one 201, nine 409.
 */
import { sql } from 'kysely';
import { ErrorCode } from 'shared-contracts';
import { BACKENDS } from '../test-support/databases';
import {
  bankAccountFor,
  createOpsUser,
  depositBaht,
  idemKey,
  newPhone,
  opsLogin,
  registerPlayer,
  useTestApp,
} from '../test-support/harness';

jest.setTimeout(240_000);

describe.each(BACKENDS)('the block lists on %s', (backend) => {
  const t = useTestApp(backend, { env: { PAYMENT_RAIL: 'demo,manual-bank-transfer', WITHDRAW_MIN_BAHT: '100' } });
  let auditor: string;

  beforeAll(async () => {
    await createOpsUser(t.http, t.admin, 'reader', 'auditor');
    auditor = await opsLogin(t.http, 'reader');
  });

  const list = async (q = '') => (await t.http.get(`/backoffice/blacklist${q ? `?q=${q}` : ''}`, t.ops)).body.data;
  const addPhone = (body: unknown, token = t.ops) => t.http.post('/backoffice/blacklist/phones', body, token);
  const removePhone = (body: unknown, token = t.ops) => t.http.post('/backoffice/blacklist/phones/remove', body, token);
  const addBank = (body: unknown, token = t.ops) => t.http.post('/backoffice/blacklist/bank-accounts', body, token);
  const removeBank = (body: unknown, token = t.ops) =>
    t.http.post('/backoffice/blacklist/bank-accounts/remove', body, token);
  const rows = async () => {
    const r = await sql<{ p: number; b: number; a: number }>`
      select (select count(*) from phone_blacklist)::int as p, (select count(*) from bank_account_blacklist)::int as b,
             (select count(*) from audit_log where action like 'blacklist.%')::int as a`.execute(t.database.db);
    return r.rows[0]!;
  };
  const otpFor = (phone: string) => t.http.post('/auth/otp/request', { phone, purpose: 'REGISTER' });

  it('a listed phone cannot register; the account that has it is named and keeps working; removed, it registers', async () => {
    const phone = newPhone();
    const added = await addPhone({ phone, reason: 'fraud ring, ticket 88' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      phone,
      reason: 'fraud ring, ticket 88',
      created_by: 'maker',
      holder: null,
    });
    const refused = await otpFor(phone);
    expect(refused.status).toBe(400);
    expect(refused.body.service_code).toBe(ErrorCode.PHONE_BLACKLISTED);

    const listed = await list(phone.slice(2, 8));
    expect(listed.phones.map((p: { phone: string }) => p.phone)).toContain(phone);
    expect(listed.phones_total).toBeGreaterThanOrEqual(1);

    const removed = await removePhone({ phone, reason: 'cleared by the bank' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ phone, reason: 'fraud ring, ticket 88' });
    await expect(registerPlayer(t.http, phone)).resolves.toMatchObject({ phone });

    // an existing account: listing its phone names it and does not stop it (ops ban it in the players tab)
    const holderAdd = await addPhone({ phone, reason: 'second look' });
    expect(holderAdd.body.data.holder).toMatchObject({ status: 'ACTIVE' });
    expect((await list()).phones.find((p: { phone: string }) => p.phone === phone).holder.customer_code).toBe(
      holderAdd.body.data.holder.customer_code,
    );

    const audit = (await t.http.get('/backoffice/audit?action=blacklist.phone.remove', t.admin)).body.data;
    expect(JSON.stringify(audit)).toContain(`phone:${phone}`);
    expect(JSON.stringify(audit)).toContain('cleared by the bank');
  });

  it('a listed bank account cannot be registered, requested or paid out to; the hold goes back on reject', async () => {
    const p = await registerPlayer(t.http);
    expect((await depositBaht(t.http, p.token, 1000)).status).toBe(201);
    const withdraw = (amount: number) =>
      t.http.call('POST', '/wallet/withdraw', {
        token: p.token,
        body: { amount },
        headers: { 'idempotency-key': idemKey('wd') },
      });
    const pending = await withdraw(200);
    expect(pending.status).toBe(201);

    const account = { bank_code: 'KBANK', bank_account_number: bankAccountFor(p.phone) };
    const added = await addBank({ ...account, reason: 'mule account' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ ...account, holder: { customer_code: p.customerCode } });

    const refused = await withdraw(100);
    expect(refused.status).toBe(400);
    expect(refused.body.service_code).toBe(ErrorCode.BANK_BLACKLISTED);
    const id = pending.body.data.withdrawal_id as string;
    const approve = await t.http.post(`/backoffice/withdrawals/${id}/approve`, {}, t.ops);
    expect(approve.status).toBe(400);
    expect(approve.body.service_code).toBe(ErrorCode.BANK_BLACKLISTED);
    expect((await t.http.get('/wallet/balance', p.token)).body.data.balance).toBe(800);
    const reject = await t.http.post(`/backoffice/withdrawals/${id}/reject`, { reason: 'account blocked' }, t.ops);
    expect(reject.status).toBe(200);
    expect((await t.http.get('/wallet/balance', p.token)).body.data.balance).toBe(1000);

    // a new player cannot register the same account (it is also taken, but the block list answers first)
    const phone = newPhone();
    const otpReq = await otpFor(phone);
    const outbox = await t.http.get(`/dev/sms-outbox?phone=${phone}`);
    const verified = await t.http.post('/auth/otp/verify', {
      otp_session_token: otpReq.body.data.otp_session_token,
      otp: outbox.body.data[0].otp,
    });
    const reg = await t.http.post('/auth/register', {
      verified_token: verified.body.data.verified_token,
      pin: '123456',
      ...account,
      bank_account_name: 'Somchai Jaidee',
      age_confirmed: true,
    });
    expect(reg.status).toBe(400);
    expect(reg.body.service_code).toBe(ErrorCode.BANK_BLACKLISTED);

    expect((await removeBank({ ...account, reason: 'owner verified' })).status).toBe(200);
    expect((await withdraw(100)).status).toBe(201);
    const audit = (await t.http.get('/backoffice/audit?action=blacklist.bank.add', t.admin)).body.data;
    expect(JSON.stringify(audit)).toContain('mule account');
  });

  it('refuses twice, unknown entries, bad bodies, wrong lengths and the wrong roles, changing nothing', async () => {
    const phone = newPhone();
    expect((await addPhone({ phone, reason: 'x' })).status).toBe(201);
    const before = await rows();
    const cases: [
      Promise<{ status: number; body: { service_code?: string; service_message?: string } }>,
      number,
      string,
      RegExp?,
    ][] = [
      [addPhone({ phone, reason: 'again' }), 409, ErrorCode.CONFLICT],
      [removePhone({ phone: newPhone(), reason: 'x' }), 404, ErrorCode.NOT_FOUND],
      [addPhone({ phone: '0212345678', reason: 'x' }), 400, ErrorCode.BAD_REQUEST, /phone/],
      [addPhone({ phone: newPhone(), reason: '   ' }), 400, ErrorCode.BAD_REQUEST, /reason/],
      [addPhone({ phone: newPhone(), reason: 'r'.repeat(501) }), 400, ErrorCode.BAD_REQUEST, /reason/],
      [
        addBank({ bank_code: 'XXX', bank_account_number: '1234567890', reason: 'x' }),
        400,
        ErrorCode.BAD_REQUEST,
        /bank_code/,
      ],
      [
        addBank({ bank_code: 'GSB', bank_account_number: '1234567890', reason: 'x' }),
        400,
        ErrorCode.ACCOUNT_NUMBER_INCORRECT,
      ],
      [removeBank({ bank_code: 'SCB', bank_account_number: '9999999999', reason: 'x' }), 404, ErrorCode.NOT_FOUND],
      [addPhone({ phone: newPhone(), reason: 'x' }, auditor), 403, ErrorCode.FORBIDDEN],
      [addPhone({ phone: newPhone(), reason: 'x' }, t.admin), 403, ErrorCode.FORBIDDEN],
      [removePhone({ phone, reason: 'x' }, auditor), 403, ErrorCode.FORBIDDEN],
      [
        addBank({ bank_code: 'SCB', bank_account_number: '1234567890', reason: 'x' }, auditor),
        403,
        ErrorCode.FORBIDDEN,
      ],
      [t.http.get('/backoffice/blacklist?q=08a', t.ops), 400, ErrorCode.BAD_REQUEST, /q/],
      [t.http.post('/backoffice/blacklist/phones', { phone: newPhone(), reason: 'x' }), 401, ErrorCode.UNAUTHORIZED],
    ];
    for (const [pending, status, code, message] of cases) {
      const res = await pending;
      expect({ status: res.status, code: res.body.service_code }).toEqual({ status, code });
      if (message) expect(res.body.service_message).toMatch(message);
    }
    expect(await rows()).toEqual(before);
    // every role reads the lists
    expect((await t.http.get('/backoffice/blacklist', auditor)).status).toBe(200);
    expect((await t.http.get('/backoffice/blacklist', t.admin)).status).toBe(200);
  });

  it('ten parallel adds of one phone: one entry, one audit row, nine 409', async () => {
    const phone = newPhone();
    const before = await rows();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addPhone({ phone, reason: `race ${i}` }, i % 2 ? t.ops : t.checker)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await rows()).toEqual({ ...before, p: before.p + 1, a: before.a + 1 });
  });
});
