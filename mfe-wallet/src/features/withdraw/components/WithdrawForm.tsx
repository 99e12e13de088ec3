import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  formatWireBaht,
  satangToBaht,
  type PaymentOptionsData,
  type WithdrawResultData,
  maskAccountNumber,
} from 'shared-contracts';
import { isDefiniteRefusal, Button, Card, Notice, Row, theme } from 'shared-ui';
import { useWithdraw } from '../hooks/useWithdraw';
import { withdrawErrorText } from './withdraw-error-text';
import { AmountField } from '../../../ui/AmountField';
import { FormOutcome } from '../../../ui/FormOutcome';

const Bank = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px 10px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  margin-bottom: 12px;
  font-size: 14px;
  .label {
    color: ${theme.color.muted};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Small = styled.p`
  margin: 0 0 10px;
  font-size: 13px;
  color: ${theme.color.muted};
`;

/**
 * The withdraw form (issue 11): the bank account the money goes to (the player's first registered one), today's
 * limit left and the minimum, the amount, then a review step that confirms amount and account. The hold goes
 * through `useWithdraw` (one Idempotency-Key per amount, kept when retrying after a network failure, so a lost
 * answer never holds twice); a refusal goes back to the amount. Without a registered bank account it only says so.
 */
export function WithdrawForm({
  options,
  balance,
  onWithdrawn,
}: {
  options: PaymentOptionsData;
  /** Available balance, baht (null while loading). */
  balance: number | null;
  onWithdrawn: (result: WithdrawResultData) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [review, setReview] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const withdraw = useWithdraw(onWithdrawn);
  const busy = withdraw.isPending;
  const done = withdraw.data ?? null;
  const error = invalid ?? (withdraw.error ? withdrawErrorText(withdraw.error, t, t('wallet.withdrawFailed')) : null);
  const w = options.withdraw;
  const bank = w.bank_account;

  const satang = bahtToSatang(amount);
  const minSatang = bahtToSatang(w.min) ?? 0;
  const leftSatang = bahtToSatang(w.remaining_today) ?? 0;
  const upTo = Math.min(leftSatang, balance === null ? leftSatang : (bahtToSatang(balance) ?? 0));
  const valid = satang !== null && satang >= minSatang && satang <= upTo;

  const next = (e: FormEvent) => {
    e.preventDefault();
    withdraw.reset();
    if (!valid) {
      setInvalid(
        t('wallet.withdrawInvalid', {
          min: formatWireBaht(w.min),
          max: formatWireBaht(satangToBaht(Math.max(upTo, 0))),
        }),
      );
      return;
    }
    setInvalid(null);
    setReview(true);
  };

  const confirm = () => {
    if (!valid || busy || satang === null) return;
    withdraw.mutate(satangToBaht(satang), {
      onSuccess: () => {
        setAmount('');
        setReview(false);
      },
      // the server answered: back to the amount (after a network failure the review stays, to retry)
      onError: (err) => {
        if (isDefiniteRefusal(err)) setReview(false);
      },
    });
  };

  return (
    <Card data-testid="withdraw-form">
      <h2>{t('wallet.withdrawTitle')}</h2>
      {!bank ? (
        <Notice tone="warn" data-testid="withdraw-no-bank">
          {t('wallet.withdrawNoBank')}
        </Notice>
      ) : (
        <>
          <Bank data-testid="withdraw-bank">
            <span className="label">{t('wallet.withdrawTo')}</span>
            <strong>
              {t(`banks.${bank.bank_code}`, { defaultValue: bank.bank_code })}{' '}
              {maskAccountNumber(bank.bank_account_number)}
            </strong>
            <span />
            <span>{bank.bank_account_name}</span>
          </Bank>
          <Small data-testid="withdraw-limit-left">
            {t('wallet.withdrawLimitLeft', {
              amount: formatWireBaht(w.remaining_today),
              max: formatWireBaht(w.max_per_day),
            })}{' '}
            · {t('wallet.withdrawMin', { min: formatWireBaht(w.min) })}
          </Small>
          {!review ? (
            <form onSubmit={next} noValidate>
              <AmountField testId="withdraw-amount" value={amount} onChange={setAmount} />
              <Small>{t('wallet.withdrawHoldNote')}</Small>
              <FormOutcome
                testId="withdraw"
                error={error}
                success={done && t('wallet.withdrawSuccess', { amount: formatWireBaht(done.amount) })}
              />
              <Button type="submit" block data-testid="withdraw-next" disabled={!amount}>
                {t('wallet.withdrawNext')}
              </Button>
            </form>
          ) : (
            <div data-testid="withdraw-review">
              <Notice tone="warn">
                <strong>
                  {t('wallet.withdrawReview', {
                    amount: formatWireBaht(satangToBaht(satang ?? 0)),
                    bank: t(`banks.${bank.bank_code}`, { defaultValue: bank.bank_code }),
                    account: maskAccountNumber(bank.bank_account_number),
                  })}
                </strong>
              </Notice>
              {error && (
                <Notice tone="error" role="alert" data-testid="withdraw-error">
                  {error}
                </Notice>
              )}
              <Row>
                <Button type="button" data-testid="withdraw-confirm" disabled={busy} onClick={confirm}>
                  {busy ? t('wallet.withdrawSubmitting') : t('wallet.withdrawConfirm')}
                </Button>
                <Button type="button" variant="outline" disabled={busy} onClick={() => setReview(false)}>
                  {t('wallet.withdrawBack')}
                </Button>
              </Row>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
