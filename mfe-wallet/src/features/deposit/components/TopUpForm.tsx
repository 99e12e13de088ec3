import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  DEPOSIT_LIMITS_SATANG,
  ErrorCode,
  formatWireBaht,
  satangToBaht,
  type DepositData,
} from 'shared-contracts';
import { errorCode, ChoiceGrid, Button, Card, Notice } from 'shared-ui';
import { useTopUp } from '../hooks/useTopUp';
import { protectionErrorText } from '../../player-protection';
import { AmountField } from '../../../ui/AmountField';
import { FormOutcome } from '../../../ui/FormOutcome';

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
 * The demo-rail top-up: quick amounts or a custom amount, sent through `useTopUp` (one Idempotency-Key per
 * amount, reused when retrying after a network failure, so a lost response never credits twice).
 */
export function TopUpForm({ onDeposited }: { onDeposited: (d: DepositData) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const deposit = useTopUp(onDeposited);
  const busy = deposit.isPending;
  const done = deposit.data ?? null;
  const error = invalid ?? (deposit.error ? depositErrorText(deposit.error) : null);

  const satang = bahtToSatang(amount);
  const valid = satang !== null && satang >= DEPOSIT_LIMITS_SATANG.min && satang <= DEPOSIT_LIMITS_SATANG.max;

  function depositErrorText(err: unknown): string {
    const code = errorCode(err);
    return (
      protectionErrorText(err, t) ??
      (code
        ? t(KNOWN_CODES.includes(code) ? `wallet.errors.${code}` : 'wallet.errors.generic')
        : t('wallet.depositFailed'))
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) {
      if (!valid) setInvalid(t('wallet.depositInvalid', { min: MIN_BAHT, max: MAX_BAHT.toLocaleString('th-TH') }));
      return;
    }
    setInvalid(null);
    deposit.mutate(satangToBaht(satang), { onSuccess: () => setAmount('') });
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
        <AmountField testId="deposit-amount" value={amount} onChange={setAmount} />
        <FormOutcome
          testId="deposit"
          error={error}
          success={done && t('wallet.depositSuccess', { amount: formatWireBaht(done.amount) })}
        />
        <Button type="submit" block data-testid="deposit-submit" disabled={busy || !amount}>
          {busy ? t('wallet.depositSubmitting') : t('wallet.depositSubmit')}
        </Button>
      </form>
    </Card>
  );
}
