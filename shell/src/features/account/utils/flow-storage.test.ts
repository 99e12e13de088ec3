import { clearFlow, readFlow, writeFlow } from './flow-storage';
import { maskAccountNumber, maskPhone } from './mask';

describe('OTP flow storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores and reads back a flow under its key, and clears it', () => {
    writeFlow(localStorage, 'forgot_pin', { phone: '0812345678', otp_session_token: 'x', ref_code: 'ABCD' });
    expect(JSON.parse(localStorage.getItem('forgot_pin')!)).toMatchObject({ phone: '0812345678' });
    expect(readFlow(localStorage, 'forgot_pin')).toEqual({
      phone: '0812345678',
      otp_session_token: 'x',
      ref_code: 'ABCD',
    });
    clearFlow(localStorage, 'forgot_pin');
    expect(readFlow(localStorage, 'forgot_pin')).toBeNull();
  });

  it('drops an expired OTP session and a verified token older than 15 minutes, keeping the phone', () => {
    const now = Date.parse('2026-05-02T03:00:00Z');
    writeFlow(localStorage, 'k', { phone: '0812345678', otp_session_token: 'x', expires_at: '2026-05-02T02:59:00Z' });
    expect(readFlow(localStorage, 'k', now)).toEqual({ phone: '0812345678' });
    writeFlow(localStorage, 'k', { phone: '0812345678', verified_token: 'v', verified_at: now - 16 * 60_000 });
    expect(readFlow(localStorage, 'k', now)).toEqual({ phone: '0812345678' });
    writeFlow(localStorage, 'k', { phone: '0812345678', verified_token: 'v', verified_at: now - 60_000 });
    expect(readFlow(localStorage, 'k', now)?.verified_token).toBe('v');
  });

  it('ignores garbage', () => {
    localStorage.setItem('k', '{not json');
    expect(readFlow(localStorage, 'k')).toBeNull();
    localStorage.setItem('k', '42');
    expect(readFlow(localStorage, 'k')).toBeNull();
  });

  it('masks phone and account numbers', () => {
    expect(maskPhone('0812345678')).toBe('081-XXX-5678');
    expect(maskAccountNumber('1234567890')).toBe('XXXXXX7890');
  });
});
