/** Live tokens (issue 8 "Access"): only what this server signed, unchanged, with this secret, reads back. */
import { readLiveToken, signLiveToken, type LiveTokenClaims } from './live-token';

const SECRET = 'test-secret-0123456789abcdef';
const claims: LiveTokenClaims = {
  sessionId: 7,
  userId: 3,
  uuid: 'TL12345678',
  read: ['channel-public', 'system', 'user.TL12345678'],
  write: ['channel-public'],
  version: 2,
  expiresAt: Date.parse('2026-05-02T12:00:00Z'),
};

describe('live tokens', () => {
  it('read back the claims they were signed with', () => {
    expect(readLiveToken(SECRET, signLiveToken(SECRET, claims))).toEqual(claims);
    const visitor = { ...claims, sessionId: null, userId: null, uuid: 'visitor-x', write: [], version: 0 };
    expect(readLiveToken(SECRET, signLiveToken(SECRET, visitor))).toEqual(visitor);
  });

  it('refuse another secret, changed claims, a changed signature and garbage', () => {
    const token = signLiveToken(SECRET, claims);
    expect(readLiveToken('another-secret-0123456789', token)).toBeNull();
    const [prefix, , mac] = token.split('.');
    const widened = Buffer.from(
      JSON.stringify({ s: 7, u: 3, i: 'TL12345678', r: ['user.TL99999999'], w: ['system'], v: 2, x: claims.expiresAt }),
    ).toString('base64url');
    expect(readLiveToken(SECRET, `${prefix}.${widened}.${mac}`)).toBeNull();
    expect(readLiveToken(SECRET, `${token.slice(0, -2)}AA`)).toBeNull();
    for (const junk of ['', 'lt1', 'lt1..', 'Bearer x', 'lt2.e30.x', `lt1.${'a'.repeat(5000)}.b`])
      expect(readLiveToken(SECRET, junk)).toBeNull();
  });
});
