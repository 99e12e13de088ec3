import { ErrorCode, formatWireBaht } from 'shared-contracts';
import { errorCode } from 'shared-ui';

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/**
 * The Thai text of a refused withdraw: not enough money (P2R202), over the day's maximum (P7V006, with what is
 * left today), below the minimum (E20014), withdrawals closed (E10006), a bad amount (E10000); anything else the
 * generic text, or `offline` when the server never answered.
 */
export function withdrawErrorText(error: unknown, t: Translate, offline: string): string {
  const code = errorCode(error);
  if (!code) return offline;
  const details = (error as { details?: Record<string, unknown> | null }).details ?? null;
  if (code === ErrorCode.WITHDRAW_MAX_PER_DAY && typeof details?.remaining_today === 'number')
    return `${t('wallet.errors.P7V006')} · ${t('wallet.withdrawLimitLeft', {
      amount: formatWireBaht(details.remaining_today),
      max: formatWireBaht(Number(details.max_per_day ?? 0)),
    })}`;
  if (code === ErrorCode.REACHED_MINIMUM && typeof details?.min === 'number')
    return `${t('wallet.errors.E20014')} · ${t('wallet.withdrawMin', { min: formatWireBaht(details.min) })}`;
  if (code === ErrorCode.EXPECTATION_FAILED) return t('wallet.errors.withdrawClosed');
  if (code === ErrorCode.NOT_ENOUGH_MONEY || code === ErrorCode.WITHDRAW_MAX_PER_DAY || code === ErrorCode.BAD_REQUEST)
    return t(`wallet.errors.${code}`);
  return t('wallet.errors.generic');
}
