import { ErrorCode, formatThaiDateTime, formatWireBaht, type LimitReachedData } from 'shared-contracts';
import { errorCode } from 'shared-ui';

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/**
 * The Thai text of a player-protection refusal (E40001 deposit limit, E40002 loss limit with the period,
 * limit and what remains; E40003 self-excluded with its end), or null for any other error.
 */
export function protectionErrorText(error: unknown, t: Translate): string | null {
  const code = errorCode(error);
  const details = (error as { details?: unknown } | null)?.details;
  if (code === ErrorCode.DEPOSIT_LIMIT_REACHED || code === ErrorCode.LOSS_LIMIT_REACHED) {
    const d = details as LimitReachedData | null;
    if (!d) return null;
    return t(`protection.errors.${code}`, {
      period: t(`protection.periods.${d.period}`),
      limit: formatWireBaht(d.limit),
      remaining: formatWireBaht(d.remaining),
    });
  }
  if (code === ErrorCode.SELF_EXCLUDED) {
    const until = (details as { self_excluded_until?: string } | null)?.self_excluded_until;
    return until ? t('protection.errors.E40003', { until: formatThaiDateTime(until) }) : null;
  }
  return null;
}
