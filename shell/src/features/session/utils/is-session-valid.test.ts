import { STORAGE_KEYS } from 'shared-contracts';
import { checkStoredSession } from './is-session-valid';

const now = new Date('2026-03-01T00:00:00Z');
const store = (over: Record<string, string | null> = {}) => {
  localStorage.clear();
  const base: Record<string, string | null> = {
    [STORAGE_KEYS.token]: 'jwt',
    [STORAGE_KEYS.sessionExpiry]: '2026-03-01T01:00:00Z',
    [STORAGE_KEYS.appVersion]: '1.2.0',
    ...over,
  };
  Object.entries(base).forEach(([k, v]) => v !== null && localStorage.setItem(k, v));
  return localStorage;
};

describe('session validity (docs/product.md "Session")', () => {
  it('is valid with a stored, unexpired token and the current app version', () => {
    expect(checkStoredSession(store(), '1.2.0', now)).toBe('valid');
  });
  it('is logged out without a token', () => {
    expect(checkStoredSession(store({ [STORAGE_KEYS.token]: null }), '1.2.0', now)).toBe('no-token');
  });
  it('is logged out when the expiry has passed or is unreadable', () => {
    expect(checkStoredSession(store({ [STORAGE_KEYS.sessionExpiry]: '2026-02-28T23:59:59Z' }), '1.2.0', now)).toBe(
      'expired',
    );
    expect(checkStoredSession(store({ [STORAGE_KEYS.sessionExpiry]: 'soon' }), '1.2.0', now)).toBe('expired');
  });
  it('is logged out when the stored app version differs from the running one', () => {
    expect(checkStoredSession(store(), '1.3.0', now)).toBe('version-mismatch');
    expect(checkStoredSession(store({ [STORAGE_KEYS.appVersion]: null }), '1.2.0', now)).toBe('version-mismatch');
  });
});
