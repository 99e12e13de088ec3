/**
 * Issue 11 "The player's account": forgot PIN, forgot phone, change phone and change PIN through HTTP, each with its
 * OTP (wrong → E20005, expired → E20004 at verify, a spent or late verified token → C3V001), and the registration
 * checks of the spec's codes (E20010, E20011, E20026, E20027). Bad bodies are 400 E10000 and change nothing.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import { bankAccountFor, newPhone, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

describe.each(BACKENDS)('account recovery on %s', (backend) => {
  const t = useTestApp(backend, { opsUsers: false, env: { OTP_TTL_SECONDS: '300', PIN_BLOCK_MINUTES: '30' } });

  /** Requests an OTP (after the 60 s resend gap) and reads it from the dev outbox. */
  const sendOtp = async (phone: string, purpose: string) => {
    t.clock.advance(61_000);
    const req = await t.http.post('/auth/otp/request', { phone, purpose });
    const sms = req.status === 200 ? (await t.http.get(`/dev/sms-outbox?phone=${phone}`)).body.data[0] : null;
    return { req, sms };
  };
  const verify = (token: string, otp: string) => t.http.post('/auth/otp/verify', { otp_session_token: token, otp });
  /** A verified token of `purpose` for `phone`. */
  const verified = async (phone: string, purpose: string): Promise<string> => {
    const { req, sms } = await sendOtp(phone, purpose);
    expect(req.status).toBe(200);
    const v = await verify(req.body.data.otp_session_token, sms.otp);
    expect(v.status).toBe(200);
    return v.body.data.verified_token;
  };
  const login = (phone: string, pin: string) => t.http.post('/auth/login', { phone, pin });
  const put = (url: string, body: unknown, token: string) => t.http.call('PUT', url, { token, body });
  const pinHash = async (phone: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select(['pin_hash', 'phone'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).pin_hash;

  describe('forgot PIN', () => {
    it('sets a new PIN with a FORGOT_PIN OTP; old sessions and the old PIN are refused; the token is single-use', async () => {
      const p = await registerPlayer(t.http);
      const other = (await login(p.phone, p.pin)).body.data.token as string;
      const token = await verified(p.phone, 'FORGOT_PIN');
      const res = await t.http.post('/auth/pin/forgot', { verified_token: token, pin: '654321' });
      expect(res.status).toBe(200);
      expect(res.body.service_code).toBe('S10002');
      for (const old of [p.token, other]) expect((await t.http.get('/users/info/me', old)).status).toBe(401);
      expect((await login(p.phone, p.pin)).body.service_code).toBe('B5V003');
      const fresh = await login(p.phone, '654321');
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.customer_code).toBe(p.customerCode);
      const again = await t.http.post('/auth/pin/forgot', { verified_token: token, pin: '111111' });
      expect(again.body.service_code).toBe('C3V001');
      expect((await login(p.phone, '654321')).status).toBe(200);
    });

    it('wrong OTP → E20005 with attempts left; expired OTP → E20004; a late verified token → C3V001; nothing changed', async () => {
      const p = await registerPlayer(t.http);
      const before = await pinHash(p.phone);
      const { req, sms } = await sendOtp(p.phone, 'FORGOT_PIN');
      const wrong = await verify(req.body.data.otp_session_token, sms.otp === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(400);
      expect(wrong.body.service_code).toBe('E20005');
      expect(wrong.body.data.attempts_left).toBe(4);
      t.clock.advance(301_000);
      const late = await verify(req.body.data.otp_session_token, sms.otp);
      expect(late.body.service_code).toBe('E20004');

      const token = await verified(p.phone, 'FORGOT_PIN');
      t.clock.advance(15 * 60_000 + 1000);
      const expired = await t.http.post('/auth/pin/forgot', { verified_token: token, pin: '654321' });
      expect(expired.status).toBe(400);
      expect(expired.body.service_code).toBe('C3V001');
      const unknown = await t.http.post('/auth/pin/forgot', { verified_token: 'made-up', pin: '654321' });
      expect(unknown.body.service_code).toBe('E20005');
      expect(await pinHash(p.phone)).toBe(before);
      expect((await login(p.phone, p.pin)).status).toBe(200);
    });

    it('lifts the PIN block of the phone', async () => {
      const p = await registerPlayer(t.http);
      for (let i = 0; i < 5; i++) await login(p.phone, '000000');
      expect((await login(p.phone, p.pin)).body.service_code).toBe('B5V002');
      const token = await verified(p.phone, 'FORGOT_PIN');
      expect((await t.http.post('/auth/pin/forgot', { verified_token: token, pin: '975310' })).status).toBe(200);
      expect((await login(p.phone, '975310')).status).toBe(200);
    });

    it('answers FORGOT_PIN alike with or without an account (no SMS without one); a stopped account learns it after proving the phone', async () => {
      const ghost = newPhone();
      const real = await registerPlayer(t.http);
      const none = await sendOtp(ghost, 'FORGOT_PIN');
      // the send throttle holds for an unknown phone too (one per 60 s)
      const again = await t.http.post('/auth/otp/request', { phone: ghost, purpose: 'FORGOT_PIN' });
      expect(again.body.service_code).toBe('E20002');
      const some = await sendOtp(real.phone, 'FORGOT_PIN');
      expect([none.req.status, none.req.body.service_code]).toEqual([some.req.status, some.req.body.service_code]);
      expect(Object.keys(none.req.body.data).sort()).toEqual(Object.keys(some.req.body.data).sort());
      expect(none.sms).toBeUndefined();
      expect(some.sms).toBeDefined();
      // the unsent OTP cannot be verified: a guess is E20005 as on a real phone
      const guess = await verify(none.req.body.data.otp_session_token, '123456');
      expect(guess.body.service_code).toBe('E20005');

      const banned = await registerPlayer(t.http);
      const inactive = await registerPlayer(t.http);
      await t.database.db.updateTable('users').set({ status: 'BANNED' }).where('phone', '=', banned.phone).execute();
      await t.database.db
        .updateTable('users')
        .set({ status: 'INACTIVE' })
        .where('phone', '=', inactive.phone)
        .execute();
      const b = await t.http.post('/auth/pin/forgot', {
        verified_token: await verified(banned.phone, 'FORGOT_PIN'),
        pin: '654321',
      });
      expect([b.status, b.body.service_code]).toEqual([403, 'E20001']);
      const i = await t.http.post('/auth/pin/forgot', {
        verified_token: await verified(inactive.phone, 'FORGOT_PIN'),
        pin: '654321',
      });
      expect([i.status, i.body.service_code]).toEqual([403, 'E20000']);
    });

    it('refuses a verified token of another purpose (400 E10000 naming verified_token)', async () => {
      const token = await verified(newPhone(), 'REGISTER');
      const res = await t.http.post('/auth/pin/forgot', { verified_token: token, pin: '654321' });
      expect(res.status).toBe(400);
      expect(res.body.service_code).toBe('E10000');
      expect(res.body.data).toEqual([expect.objectContaining({ path: 'verified_token' })]);
    });
  });

  describe('forgot phone', () => {
    it('moves the account to a new phone, proven by bank account, name and PIN; old phone and sessions refused', async () => {
      const p = await registerPlayer(t.http);
      const newP = newPhone();
      const token = await verified(newP, 'FORGOT_PHONE');
      const body = {
        verified_token: token,
        bank_code: 'KBANK',
        bank_account_number: bankAccountFor(p.phone),
        bank_account_name: '  somchai   JAIDEE ',
        pin: p.pin,
      };
      const res = await t.http.post('/auth/phone/forgot', body);
      expect(res.status).toBe(200);
      expect(res.body.service_code).toBe('S10002');
      expect((await t.http.get('/users/info/me', p.token)).status).toBe(401);
      expect((await login(p.phone, p.pin)).body.service_code).toBe('B5V003');
      const fresh = await login(newP, p.pin);
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.customer_code).toBe(p.customerCode);
      expect((await t.http.get('/users/info/me', fresh.body.data.token)).body.data.phone).toBe(newP);
      expect((await t.http.post('/auth/phone/forgot', body)).body.service_code).toBe('C3V001');
    });

    it('E20011 unknown account number, B5V003 wrong PIN, E20012 wrong name, E20026 for the new phone, C3V001 late', async () => {
      const p = await registerPlayer(t.http);
      const newP = newPhone();
      const attempt = async (change: Record<string, string>) =>
        t.http.post('/auth/phone/forgot', {
          verified_token: await verified(newP, 'FORGOT_PHONE'),
          bank_code: 'KBANK',
          bank_account_number: bankAccountFor(p.phone),
          bank_account_name: 'Somchai Jaidee',
          pin: p.pin,
          ...change,
        });
      expect((await attempt({ bank_account_number: '1000000001' })).body.service_code).toBe('E20011');
      const wrongPin = await attempt({ pin: '000000' });
      expect(wrongPin.body.service_code).toBe('B5V003');
      expect(wrongPin.body.data.attempts_left).toBe(4);
      // the wrong PIN counted toward the login block of the account's phone
      expect((await login(p.phone, '000000')).body.data.attempts_left).toBe(3);
      expect((await attempt({ bank_account_name: 'Somsri Jaidee' })).body.service_code).toBe('E20012');

      const black = newPhone();
      await t.database.db.insertInto('phone_blacklist').values({ phone: black }).execute();
      expect((await sendOtp(black, 'FORGOT_PHONE')).req.body.service_code).toBe('E20026');

      const token = await verified(newP, 'FORGOT_PHONE');
      t.clock.advance(15 * 60_000 + 1000);
      const late = await t.http.post('/auth/phone/forgot', {
        verified_token: token,
        bank_code: 'KBANK',
        bank_account_number: bankAccountFor(p.phone),
        bank_account_name: 'Somchai Jaidee',
        pin: p.pin,
      });
      expect(late.body.service_code).toBe('C3V001');
      expect((await login(p.phone, p.pin)).status).toBe(200);
      expect((await login(newP, p.pin)).body.service_code).toBe('B5V003');
    });

    it('one verified token, one attempt: a token that tried a wrong bank account cannot try again (C3V001)', async () => {
      const p = await registerPlayer(t.http);
      const newP = newPhone();
      const body = {
        verified_token: await verified(newP, 'FORGOT_PHONE'),
        bank_code: 'KBANK',
        bank_account_number: '1000000002',
        bank_account_name: 'Somchai Jaidee',
        pin: p.pin,
      };
      expect((await t.http.post('/auth/phone/forgot', body)).body.service_code).toBe('E20011');
      // probing a second (registered) account with the same token tells nothing
      const probe = await t.http.post('/auth/phone/forgot', { ...body, bank_account_number: bankAccountFor(p.phone) });
      expect([probe.status, probe.body.service_code]).toEqual([400, 'C3V001']);
      // parallel tries with one fresh token: exactly one gets past the token
      const fresh = await verified(newP, 'FORGOT_PHONE');
      const raced = await Promise.all(
        ['1000000003', '1000000004', '1000000005', bankAccountFor(p.phone)].map((n) =>
          t.http.post('/auth/phone/forgot', { ...body, verified_token: fresh, bank_account_number: n, pin: '000000' }),
        ),
      );
      expect(raced.filter((r) => r.body.service_code === 'C3V001')).toHaveLength(3);
      expect((await login(p.phone, p.pin)).status).toBe(200);
    });

    it('answers FORGOT_PHONE / CHANGE_PHONE to a registered phone as to a free one, sending no SMS', async () => {
      const taken = await registerPlayer(t.http);
      const free = newPhone();
      const sent = async (phone: string) => (await t.http.get(`/dev/sms-outbox?phone=${phone}`)).body.data.length;
      const before = await sent(taken.phone); // the registration's
      const toTaken = await sendOtp(taken.phone, 'FORGOT_PHONE');
      const toFree = await sendOtp(free, 'FORGOT_PHONE');
      expect([toTaken.req.status, toTaken.req.body.service_code]).toEqual([200, toFree.req.body.service_code]);
      expect(Object.keys(toTaken.req.body.data).sort()).toEqual(Object.keys(toFree.req.body.data).sort());
      expect(await sent(taken.phone)).toBe(before);
      expect(await sent(free)).toBe(1);
      const asker = await registerPlayer(t.http);
      t.clock.advance(61_000);
      const change = await t.http.post('/users/phone/otp', { phone: taken.phone }, asker.token);
      expect(change.status).toBe(200);
      // the same fields a sent OTP has (the resend wait included): nothing tells that the phone is taken
      expect(Object.keys(change.body.data).sort()).toEqual(Object.keys(toFree.req.body.data).sort());
      expect(change.body.data.resend_after_seconds).toBe(toFree.req.body.data.resend_after_seconds);
      expect(await sent(taken.phone)).toBe(before);
    });
  });

  describe('change phone (logged in)', () => {
    it('E20019 own phone; a taken phone gets no SMS; with OTP and PIN the phone changes, other sessions end, this one stays', async () => {
      const p = await registerPlayer(t.http);
      const taken = await registerPlayer(t.http);
      const second = (await login(p.phone, p.pin)).body.data.token as string;
      t.clock.advance(61_000);
      const own = await t.http.post('/users/phone/otp', { phone: p.phone }, p.token);
      expect([own.status, own.body.service_code]).toEqual([400, 'E20019']);
      const dup = await t.http.post('/users/phone/otp', { phone: taken.phone }, p.token);
      expect(dup.status).toBe(200);
      // only the registration's SMS: none for the change
      expect((await t.http.get(`/dev/sms-outbox?phone=${taken.phone}`)).body.data).toHaveLength(1);

      const newP = newPhone();
      const req = await t.http.post('/users/phone/otp', { phone: newP }, p.token);
      expect(req.status).toBe(200);
      const sms = (await t.http.get(`/dev/sms-outbox?phone=${newP}`)).body.data[0];
      const wrongOtp = await verify(req.body.data.otp_session_token, sms.otp === '000000' ? '111111' : '000000');
      expect(wrongOtp.body.service_code).toBe('E20005');
      const v = await verify(req.body.data.otp_session_token, sms.otp);
      const token = v.body.data.verified_token as string;

      const wrongPin = await put('/users/phone', { verified_token: token, pin: '000000' }, p.token);
      expect([wrongPin.status, wrongPin.body.service_code]).toEqual([401, 'B5V003']);
      const ok = await put('/users/phone', { verified_token: token, pin: p.pin }, p.token);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ phone: newP });
      expect((await t.http.get('/users/info/me', p.token)).body.data.phone).toBe(newP);
      expect((await t.http.get('/users/info/me', second)).status).toBe(401);
      expect((await login(newP, p.pin)).status).toBe(200);
      expect((await put('/users/phone', { verified_token: token, pin: p.pin }, p.token)).body.service_code).toBe(
        'C3V001',
      );
    });

    it('refuses a new phone another player took in between (E20020) and an expired verified token (C3V001)', async () => {
      const p = await registerPlayer(t.http);
      const newP = newPhone();
      t.clock.advance(61_000);
      const req = await t.http.post('/users/phone/otp', { phone: newP }, p.token);
      const sms = (await t.http.get(`/dev/sms-outbox?phone=${newP}`)).body.data[0];
      const token = (await verify(req.body.data.otp_session_token, sms.otp)).body.data.verified_token;
      t.clock.advance(61_000);
      await registerPlayer(t.http, newP);
      const taken = await put('/users/phone', { verified_token: token, pin: p.pin }, p.token);
      expect(taken.body.service_code).toBe('E20020');
      t.clock.advance(15 * 60_000 + 1000);
      expect((await put('/users/phone', { verified_token: token, pin: p.pin }, p.token)).body.service_code).toBe(
        'C3V001',
      );
      expect((await t.http.get('/users/info/me', p.token)).body.data.phone).toBe(p.phone);
    });
  });

  describe('change PIN (logged in)', () => {
    it('with a CHANGE_PIN OTP and the old PIN (wrong ones count like a login); other sessions end', async () => {
      const p = await registerPlayer(t.http);
      const second = (await login(p.phone, p.pin)).body.data.token as string;
      t.clock.advance(61_000);
      const req = await t.http.post('/users/pin/otp', undefined, p.token);
      expect(req.status).toBe(200);
      const sms = (await t.http.get(`/dev/sms-outbox?phone=${p.phone}`)).body.data[0];
      const token = (await verify(req.body.data.otp_session_token, sms.otp)).body.data.verified_token;

      const same = await put('/users/pin', { verified_token: token, old_pin: p.pin, new_pin: p.pin }, p.token);
      expect([same.status, same.body.service_code]).toEqual([400, 'E10000']);
      const wrong = await put('/users/pin', { verified_token: token, old_pin: '000000', new_pin: '864200' }, p.token);
      expect(wrong.body.service_code).toBe('B5V003');
      expect(wrong.body.data.attempts_left).toBe(4);
      expect((await login(p.phone, '000000')).body.data.attempts_left).toBe(3);

      const ok = await put('/users/pin', { verified_token: token, old_pin: p.pin, new_pin: '864200' }, p.token);
      expect(ok.status).toBe(200);
      expect((await t.http.get('/users/info/me', p.token)).status).toBe(200);
      expect((await t.http.get('/users/info/me', second)).status).toBe(401);
      expect((await login(p.phone, p.pin)).body.service_code).toBe('B5V003');
      expect((await login(p.phone, '864200')).status).toBe(200);
      const reused = await put('/users/pin', { verified_token: token, old_pin: '864200', new_pin: '123123' }, p.token);
      expect(reused.body.service_code).toBe('C3V001');
    });

    it('five wrong old PINs block the phone (B5V002), at login too', async () => {
      const p = await registerPlayer(t.http);
      t.clock.advance(61_000);
      const req = await t.http.post('/users/pin/otp', undefined, p.token);
      const sms = (await t.http.get(`/dev/sms-outbox?phone=${p.phone}`)).body.data[0];
      const token = (await verify(req.body.data.otp_session_token, sms.otp)).body.data.verified_token;
      let last;
      for (let i = 0; i < 5; i++)
        last = await put('/users/pin', { verified_token: token, old_pin: '000000', new_pin: '864200' }, p.token);
      expect([last!.status, last!.body.service_code]).toEqual([423, 'B5V002']);
      expect((await login(p.phone, p.pin)).body.service_code).toBe('B5V002');
    });
  });

  it('bad bodies are 400 E10000 naming the fields and change nothing', async () => {
    const p = await registerPlayer(t.http);
    const before = await pinHash(p.phone);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/auth/pin/forgot', { verified_token: 'x', pin: '12' }, 'pin'],
      ['POST', '/auth/pin/forgot', { pin: '123456' }, 'verified_token'],
      ['POST', '/auth/phone/forgot', { verified_token: 'x', bank_code: 'NOPE' }, 'bank_code'],
      ['PUT', '/users/pin', { verified_token: 'x', old_pin: 'abcdef', new_pin: '123456' }, 'old_pin'],
      ['PUT', '/users/phone', { pin: p.pin }, 'verified_token'],
      ['POST', '/users/phone/otp', { phone: '12345' }, 'phone'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await t.http.call(method as 'POST' | 'PUT', url, { token: p.token, body });
      expect(res.status).toBe(400);
      expect(res.body.service_code).toBe('E10000');
      expect(JSON.stringify(res.body.data)).toContain(field);
    }
    expect(await pinHash(p.phone)).toBe(before);
    expect((await t.http.get('/users/info/me', p.token)).body.data.phone).toBe(p.phone);
  });

  describe('registration checks', () => {
    const registerWith = async (phone: string, bank: Record<string, string>) => {
      const token = await verified(phone, 'REGISTER');
      return t.http.post('/auth/register', {
        verified_token: token,
        pin: '123456',
        bank_account_name: 'Somsri Jaidee',
        age_confirmed: true,
        ...bank,
      });
    };

    it('E20011 for an account number of the wrong length for its bank', async () => {
      const res = await registerWith(newPhone(), { bank_code: 'GSB', bank_account_number: '1234567890' });
      expect([res.status, res.body.service_code]).toEqual([400, 'E20011']);
      const ok = await registerWith(newPhone(), { bank_code: 'GSB', bank_account_number: '123456789012' });
      expect(ok.status).toBe(201);
    });

    it('E20010 for a bank account another player registered, E20027 for a blacklisted one', async () => {
      const p = await registerPlayer(t.http);
      const dup = await registerWith(newPhone(), { bank_code: 'KBANK', bank_account_number: bankAccountFor(p.phone) });
      expect(dup.body.service_code).toBe('E20010');
      await sql`INSERT INTO bank_account_blacklist (bank_code, bank_account_number) VALUES ('SCB', '5550001111')`.execute(
        t.database.db,
      );
      const black = await registerWith(newPhone(), { bank_code: 'SCB', bank_account_number: '5550001111' });
      expect(black.body.service_code).toBe('E20027');
    });

    it('E20026: no OTP for a blacklisted phone', async () => {
      const phone = newPhone();
      await t.database.db.insertInto('phone_blacklist').values({ phone, reason: 'fraud' }).execute();
      expect((await sendOtp(phone, 'REGISTER')).req.body.service_code).toBe('E20026');
    });
  });
});
