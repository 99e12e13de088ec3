/** Who reads and writes which live channel (issue 8 "Channels"), and how long each keeps its messages. */
import { canRead, canWrite, expiryOf, grantAllows, grantsFor, isValidChannel } from './channel-policy';

describe('live channel policy', () => {
  const player = grantsFor({ kind: 'player', customerCode: 'TL12345678' });
  const visitor = grantsFor({ kind: 'visitor' });

  it('lets a player read the chat, the system channel and only their own channel, and write only the chat', () => {
    for (const c of ['channel-public', 'system', 'user.TL12345678', 'channel-public-pnpres'])
      expect(canRead(player, c)).toBe(true);
    expect(canRead(player, 'user.TL87654321')).toBe(false);
    expect(canWrite(player, 'channel-public')).toBe(true);
    for (const c of ['system', 'user.TL12345678']) expect(canWrite(player, c)).toBe(false);
  });

  it('lets a visitor read the chat and the system channel, write nothing', () => {
    expect(canRead(visitor, 'channel-public')).toBe(true);
    expect(canRead(visitor, 'system')).toBe(true);
    expect(canRead(visitor, 'user.TL12345678')).toBe(false);
    expect(canWrite(visitor, 'channel-public')).toBe(false);
  });

  it('lets every token read the yeekee round channels; only the server writes them', () => {
    for (const grants of [player, visitor]) {
      expect(canRead(grants, 'yeekee.123')).toBe(true);
      expect(canWrite(grants, 'yeekee.123')).toBe(false);
    }
    const now = new Date('2026-05-02T03:00:00Z');
    expect((expiryOf('yeekee.123', now).getTime() - now.getTime()) / 86_400_000).toBe(1);
  });

  it('grants families of channels with a trailing *', () => {
    expect(grantAllows(['yeekee.*'], 'yeekee.2026-05-02.17')).toBe(true);
    expect(grantAllows(['yeekee.*'], 'yeekeex')).toBe(false);
  });

  it('keeps the chat 30 days, private channels 90, the system channel 7; a shorter ttl wins', () => {
    const now = new Date('2026-05-02T03:00:00Z');
    const days = (c: string, ttl?: number) => (expiryOf(c, now, ttl).getTime() - now.getTime()) / 86_400_000;
    expect(days('channel-public')).toBe(30);
    expect(days('user.TL12345678')).toBe(90);
    expect(days('system')).toBe(7);
    expect(days('channel-public', 24)).toBe(1);
    expect(days('channel-public', 24 * 365)).toBe(30);
  });

  it('accepts channel names of letters, digits, dot, dash and underscore only', () => {
    for (const ok of ['channel-public', 'user.TL12345678', 'a_b']) expect(isValidChannel(ok)).toBe(true);
    for (const bad of ['', 'a,b', 'a b', 'a/b', 'x'.repeat(93), 'ห้อง']) expect(isValidChannel(bad)).toBe(false);
  });
});
