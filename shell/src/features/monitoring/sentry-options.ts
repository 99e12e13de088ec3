/**
 * Validates the error-reporting configuration (docs/product.md "Constants"): Sentry starts only with a DSN;
 * the sample rate defaults to 0.1 and must be a number between 0 and 1; session replays stay off.
 * Returns null when there is no DSN; throws a clear Error for a bad sample rate.
 */
import { SENTRY_DEFAULTS } from 'shared-contracts';

export interface SentryInput {
  dsn?: string | null;
  sampleRate?: string | number | null;
  release?: string;
  environment?: string;
}

export interface SentryOptions {
  dsn: string;
  sampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  release?: string;
  environment?: string;
}

export function sentryOptions({ dsn, sampleRate, release, environment }: SentryInput): SentryOptions | null {
  const rawRate = typeof sampleRate === 'string' ? sampleRate.trim() : sampleRate;
  const rate =
    rawRate === undefined || rawRate === null || rawRate === '' ? SENTRY_DEFAULTS.sampleRate : Number(rawRate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`SENTRY_SAMPLE_RATE must be a number between 0 and 1, got "${String(sampleRate)}"`);
  }
  const cleanDsn = (dsn ?? '').trim();
  if (!cleanDsn) return null;
  return {
    dsn: cleanDsn,
    sampleRate: rate,
    replaysSessionSampleRate: SENTRY_DEFAULTS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_DEFAULTS.replaysOnErrorSampleRate,
    ...(release ? { release } : {}),
    ...(environment ? { environment } : {}),
  };
}
