import { sentryOptions } from './sentry-options';

describe('sentryOptions (docs/product.md "Constants")', () => {
  it('is off without a DSN', () => {
    expect(sentryOptions({})).toBeNull();
    expect(sentryOptions({ dsn: '  ' })).toBeNull();
  });

  it('defaults the sample rate to 0.1 and keeps replays off', () => {
    expect(sentryOptions({ dsn: 'https://k@sentry.example/1' })).toEqual({
      dsn: 'https://k@sentry.example/1',
      sampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
  });

  it('accepts 0 and 1 and values between, given as text or number', () => {
    expect(sentryOptions({ dsn: 'd', sampleRate: '0' })?.sampleRate).toBe(0);
    expect(sentryOptions({ dsn: 'd', sampleRate: 1 })?.sampleRate).toBe(1);
    expect(sentryOptions({ dsn: 'd', sampleRate: ' 0.25 ' })?.sampleRate).toBe(0.25);
  });

  it('refuses a rate outside 0..1 or not a number, with a clear message', () => {
    for (const bad of ['1.5', '-0.1', 'abc', 2, Number.NaN]) {
      expect(() => sentryOptions({ dsn: 'd', sampleRate: bad })).toThrow(
        /SENTRY_SAMPLE_RATE must be a number between 0 and 1/,
      );
    }
    // refused even without a DSN, so a misconfiguration never goes unnoticed
    expect(() => sentryOptions({ sampleRate: '7' })).toThrow(/between 0 and 1/);
  });
});
