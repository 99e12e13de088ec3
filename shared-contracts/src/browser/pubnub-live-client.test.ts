/**
 * The pure part of the real live client; the client itself is tested against the real gateway in the api's
 * jest project (api/src/__tests__/pubnub-live-client.test.ts).
 */
import { renewalDelayMs } from './pubnub-live-client';

describe('renewalDelayMs', () => {
  const now = Date.parse('2026-05-02T03:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('renews 5 minutes before a long-lived token expires', () => {
    expect(renewalDelayMs(at(12 * 3_600_000), now)).toBe(12 * 3_600_000 - 5 * 60_000);
  });

  it('renews a short-lived token at 4/5 of its life, never sooner than 30 s', () => {
    expect(renewalDelayMs(at(10 * 60_000), now)).toBe(8 * 60_000);
    expect(renewalDelayMs(at(2 * 60_000), now)).toBe(96_000);
    expect(renewalDelayMs(at(10_000), now)).toBe(30_000);
    // a device clock far ahead of the server's: no renewal loop
    expect(renewalDelayMs(at(-3_600_000), now)).toBe(30_000);
    expect(renewalDelayMs('not a date', now)).toBe(30_000);
  });

  it('never exceeds what a timer can hold', () => {
    expect(renewalDelayMs(at(365 * 86_400_000), now)).toBe(2 ** 31 - 1);
  });
});
