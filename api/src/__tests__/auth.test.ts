/** Auth through HTTP: OTP rules, registration rules, PIN blocking, sessions and logout. */
import { BACKENDS } from '../test-support/databases';
import { newPhone, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

describe.each(BACKENDS)('auth on %s', (backend) => {
  const t = useTestApp(backend, { env: { PIN_BLOCK_MINUTES: '30', OTP_TTL_SECONDS: '300' } });

  const otp = async (phone: string, purpose = 'REGISTER') => {
    const req = await t.http.post('/auth/otp/request', { phone, purpose });
    const sms = (await t.http.get(`/dev/sms-outbox?phone=${phone}`)).body.data[0];
    return { req, sms };
  };

  it('sends an OTP with a ref code that the outbox shows; too soon again → E20002', async () => {
    const phone = newPhone();
    const { req, sms } = await otp(phone);
    expect(req.status).toBe(200);
    expect(req.body.data.ref_code).toMatch(/^[A-Z]{4}$/);
    expect(sms).toMatchObject({ phone, ref_code: req.body.data.ref_code });
    expect(sms.otp).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.otp);
    const again = await t.http.post('/auth/otp/request', { phone, purpose: 'REGISTER' });
    expect(again.status).toBe(429);
    expect(again.body.service_code).toBe('E20002');
    expect(again.body.data.retry_after_seconds).toBeGreaterThan(0);
  });

  it('wrong OTP → E20005 with attempts left; expired → E20004', async () => {
    const phone = newPhone();
    const { req, sms } = await otp(phone);
    const wrong = sms.otp === '000000' ? '111111' : '000000';
    const bad = await t.http.post('/auth/otp/verify', {
      otp_session_token: req.body.data.otp_session_token,
      otp: wrong,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.service_code).toBe('E20005');
    expect(bad.body.data.attempts_left).toBe(4);
    t.clock.advance(301_000);
    const late = await t.http.post('/auth/otp/verify', {
      otp_session_token: req.body.data.otp_session_token,
      otp: sms.otp,
    });
    expect(late.body.service_code).toBe('E20004');
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('refuses a second registration of the same phone (E20020) and registration while closed (E20021)', async () => {
    const player = await registerPlayer(t.http);
    t.clock.advance(61_000);
    const { req, sms } = await otp(player.phone);
    const verified = await t.http.post('/auth/otp/verify', {
      otp_session_token: req.body.data.otp_session_token,
      otp: sms.otp,
    });
    // told at once, to whoever proved the phone (never before the OTP)
    expect(verified.body.data.phone_registered).toBe(true);
    const body = {
      verified_token: verified.body.data.verified_token,
      pin: '654321',
      bank_code: 'SCB',
      bank_account_number: '0987654321',
      bank_account_name: 'Somsri',
      age_confirmed: true,
    };
    const dup = await t.http.post('/auth/register', body);
    expect(dup.body.service_code).toBe('E20020');

    const closedPhone = newPhone();
    const o = await otp(closedPhone);
    const v = await t.http.post('/auth/otp/verify', {
      otp_session_token: o.req.body.data.otp_session_token,
      otp: o.sms.otp,
    });
    expect(v.body.data.phone_registered).toBe(false);
    expect(
      (await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { Register: false } })).status,
    ).toBe(200);
    const closed = await t.http.post('/auth/register', { ...body, verified_token: v.body.data.verified_token });
    expect(closed.body.service_code).toBe('E20021');
    expect((await t.http.get('/backoffice/system/status')).body.data.Register).toBe(false);
    await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { Register: true } });
    const open = await t.http.post('/auth/register', { ...body, verified_token: v.body.data.verified_token });
    expect(open.status).toBe(201);
    // the verified token is single-use
    const reused = await t.http.post('/auth/register', { ...body, verified_token: v.body.data.verified_token });
    expect(reused.body.service_code).toBe('C3V001');
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('blocks the phone after 5 wrong PINs in a row (B5V002), also with the right PIN, until the time is up', async () => {
    const player = await registerPlayer(t.http);
    for (let i = 1; i <= 4; i++) {
      const res = await t.http.post('/auth/login', { phone: player.phone, pin: '000000' });
      expect(res.status).toBe(401);
      expect(res.body.service_code).toBe('B5V003');
      expect(res.body.data.attempts_left).toBe(5 - i);
    }
    const fifth = await t.http.post('/auth/login', { phone: player.phone, pin: '000000' });
    expect(fifth.status).toBe(423);
    expect(fifth.body.service_code).toBe('B5V002');
    const blocked = await t.http.post('/auth/login', { phone: player.phone, pin: player.pin });
    expect(blocked.body.service_code).toBe('B5V002');
    t.clock.advance(30 * 60_000 + 1000);
    const after = await t.http.post('/auth/login', { phone: player.phone, pin: player.pin });
    expect(after.status).toBe(200);
    expect(after.body.data.customer_code).toBe(player.customerCode);
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('a good login resets the failure count', async () => {
    const player = await registerPlayer(t.http);
    for (let i = 0; i < 4; i++) await t.http.post('/auth/login', { phone: player.phone, pin: '000000' });
    expect((await t.http.post('/auth/login', { phone: player.phone, pin: player.pin })).status).toBe(200);
    const res = await t.http.post('/auth/login', { phone: player.phone, pin: '000000' });
    expect(res.body.data.attempts_left).toBe(4);
  });

  it('an unknown phone answers like a wrong PIN', async () => {
    const res = await t.http.post('/auth/login', { phone: newPhone(), pin: '123456' });
    expect(res.body.service_code).toBe('B5V003');
  });

  it('logout revokes the token; an expired token is refused with "Token expired"', async () => {
    const player = await registerPlayer(t.http);
    expect((await t.http.get('/wallet/balance', player.token)).status).toBe(200);
    expect((await t.http.call('POST', '/auth/logout', { token: player.token })).status).toBe(200);
    const after = await t.http.get('/wallet/balance', player.token);
    expect(after.status).toBe(401);
    expect(after.body.service_message).toMatch(/revoked/);

    const login = await t.http.post('/auth/login', { phone: player.phone, pin: player.pin });
    expect(new Date(login.body.data.expires_at).getTime()).toBe(t.clock.now().getTime() + 7 * 24 * 3600_000);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    const expired = await t.http.get('/users/info/me', login.body.data.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ service_code: 'E10401', service_message: 'Token expired', data: null });
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('validates phone and PIN shapes with field paths', async () => {
    const res = await t.http.post('/auth/login', { phone: '12345', pin: '12' });
    expect(res.status).toBe(400);
    expect(res.body.data.map((p: { path: string }) => p.path).sort()).toEqual(['phone', 'pin']);
  });
});
