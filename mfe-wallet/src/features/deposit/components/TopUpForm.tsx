import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  DEPOSIT_LIMITS_SATANG,
  ErrorCode,
  formatWireBaht,
  satangToBaht,
  type DepositData,
} from 'shared-contracts';
import { newIdempotencyKey } from 'shared-contracts/browser';
import { errorCode, useRemote, ChoiceGrid, Button, Card, Notice } from 'shared-ui';
import { postDeposit } from '../api/post-deposit';
import { protectionErrorText } from '../../player-protection';
import { AmountField } from '../../../ui/AmountField';

/** Quick top-up amounts in baht. */
export const QUICK_AMOUNTS = [100, 300, 500, 1000] as const;
const MIN_BAHT = satangToBaht(DEPOSIT_LIMITS_SATANG.min);
const MAX_BAHT = satangToBaht(DEPOSIT_LIMITS_SATANG.max);
/** Refusals with their own Thai text, `wallet.errors.{code}` (anything else: `wallet.errors.generic`). */
const KNOWN_CODES: readonly string[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
  ErrorCode.REACHED_MINIMUM,
];

const Quick = styled(ChoiceGrid)`
  margin-bottom: 12px;
`;

/**
 * The demo-rail top-up: quick amounts or a custom amount, one Idempotency-Key per submission (reused
 * when retrying the same amount after a network failure, so a lost response never credits twice).
 */
export function TopUpForm({ onDeposited }: { onDeposited: (d: DepositData) => void }) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<DepositData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ key: string; amount: string } | null>(null);

  const satang = bahtToSatang(amount);
  const valid = satang !== null && satang >= DEPOSIT_LIMITS_SATANG.min && satang <= DEPOSIT_LIMITS_SATANG.max;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) {
      if (!valid) setError(t('wallet.depositInvalid', { min: MIN_BAHT, max: MAX_BAHT.toLocaleString('th-TH') }));
      return;
    }
    setError(null);
    setDone(null);
    if (!pending.current || pending.current.amount !== amount) pending.current = { key: newIdempotencyKey(), amount };
    setBusy(true);
    try {
      const result = await postDeposit(api, satangToBaht(satang), pending.current.key);
      pending.current = null;
      setDone(result);
      setAmount('');
      onDeposited(result);
      bus.publish({ type: 'wallet/balance-changed', balanceSatang: bahtToSatang(result.balance) ?? undefined });
    } catch (err) {
      const code = errorCode(err);
      if (code) pending.current = null; // the server answered: the next attempt is a new submission
      setError(
        protectionErrorText(err, t) ??
          (code
            ? t(KNOWN_CODES.includes(code) ? `wallet.errors.${code}` : 'wallet.errors.generic')
            : t('wallet.depositFailed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h2>{t('wallet.topUpTitle')}</h2>
      <Notice tone="warn" data-testid="demo-notice">
        <strong>{t('wallet.demoTitle')}</strong> · {t('wallet.demoBody')}
      </Notice>
      <form onSubmit={submit} noValidate>
        <Quick role="group" aria-label={t('wallet.amount')}>
          {QUICK_AMOUNTS.map((a) => (
            <button
              key={a}
              type="button"
              data-testid={`deposit-quick-${a}`}
              aria-pressed={amount === String(a)}
              onClick={() => setAmount(String(a))}
            >
              {a.toLocaleString('th-TH')}
            </button>
          ))}
        </Quick>
        <AmountField>
          {t('wallet.amount')}
          <input
            data-testid="deposit-amount"
            inputMode="decimal"
            placeholder={t('wallet.amountPlaceholder')}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          />
        </AmountField>
        {error && (
          <Notice tone="error" role="alert" data-testid="deposit-error">
            {error}
          </Notice>
        )}
        {done && (
          <Notice tone="success" role="status" data-testid="deposit-success">
            {t('wallet.depositSuccess', { amount: formatWireBaht(done.amount) })}
          </Notice>
        )}
        <Button type="submit" block data-testid="deposit-submit" disabled={busy || !amount}>
          {busy ? t('wallet.depositSubmitting') : t('wallet.depositSubmit')}
        </Button>
      </form>
    </Card>
  );
}
