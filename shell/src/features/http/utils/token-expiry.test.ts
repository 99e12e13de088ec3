import { STORAGE_KEYS, TOKEN_EXPIRED_CLEARED_KEYS } from 'shared-contracts';
import { assertTokenFresh, isStoredTokenExpired } from './token-expiry';

const now = new Date('2026-01-01T10:00:00Z');

function seed(expiry: string) {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'sess');
  localStorage.setItem(STORAGE_KEYS.sessionExpiry, expiry);
  localStorage.setItem(STORAGE_KEYS.gameValueList, '[1]');
  localStorage.setItem(STORAGE_KEYS.sort, 'asc');
  localStorage.setItem(STORAGE_KEYS.money, '5');
  localStorage.setItem(STORAGE_KEYS.favoriteGames, '["UG"]');
}

describe('Token expired (docs/product.md "Session")', () => {
  it('throws "Token expired" and clears token, game value list, sort, money and session token', () => {
    seed('2026-01-01T09:59:59Z');
    expect(() => assertTokenFresh(localStorage, now)).toThrow('Token expired');
    TOKEN_EXPIRED_CLEARED_KEYS.forEach((k) => expect(localStorage.getItem(k)).toBeNull());
    expect(TOKEN_EXPIRED_CLEARED_KEYS).toEqual(['token', 'game_value_list', 'sort', 'money', 'session_token']);
    // keys outside the list stay
    expect(localStorage.getItem(STORAGE_KEYS.favoriteGames)).toBe('["UG"]');
  });

  it('lets a fresh token through untouched', () => {
    seed('2026-01-01T10:00:01Z');
    expect(() => assertTokenFresh(localStorage, now)).not.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
  });

  it('treats an expiry exactly now as expired, and no token as anonymous (not expired)', () => {
    seed('2026-01-01T10:00:00Z');
    expect(isStoredTokenExpired(localStorage, now)).toBe(true);
    localStorage.clear();
    expect(isStoredTokenExpired(localStorage, now)).toBe(false);
  });
});
