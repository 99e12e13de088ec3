import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  DEPOSIT_LIMITS_SATANG,
  ErrorCode,
  formatThaiDateTime,
  formatWireBaht,
  inBangkok,
  satangToBaht,
  type ManualDepositData,
} from 'shared-contracts';
import { errorCode, Button, Card, Chip, Notice, TextField, theme } from 'shared-ui';
import { FormOutcome } from '../../../ui/FormOutcome';
import { STATUS_TONE } from '../../../ui/status-rows';
import { useManualDeposit } from '../hooks/useManualDeposit';
import { protectionErrorText } from '../../player-protection';

const KNOWN_CODES: readonly string[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
];

const List = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 8px;
    padding: 8px 0;
    border-top: 1px dashed ${theme.color.line};
    font-size: 14px;
  }
  .meta {
    width: 100%;
    font-size: 12px;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** Now in Bangkok as a `datetime-local` value (YYYY-MM-DDTHH:mm). */
function bangkokLocalNow(): string {
  return inBangkok().format('YYYY-MM-DDTHH:mm');
}

/**
 * The manual bank-transfer deposit (issue 11, shown when PAYMENT_RAIL has `manual-bank-transfer`): where to
 * transfer, then the amount, the Bangkok date and time of the transfer and an optional slip reference; ops
 * confirm it and the credit posts once. Below, the player's declarations with their status.
 */
export function ManualDepositForm({ bankAccount }: { bankAccount: string | null }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [when, setWhen] = useState(bangkokLocalNow);
  const [slip, setSlip] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { list, declare } = useManualDeposit();
  const busy = declare.isPending;
  const done: ManualDepositData | null = declare.data ?? null;
  const failure = declare.error;
  const code = errorCode(failure);
  const error =
    invalid ??
    (failure
      ? (protectionErrorText(failure, t) ??
        (code
          ? t(KNOWN_CODES.includes(code) ? `wallet.errors.${code}` : 'wallet.errors.generic')
          : t('wallet.manualFailed')))
      : null);

  const satang = bahtToSatang(amount);
  const valid = satang !== null && satang >= DEPOSIT_LIMITS_SATANG.min && satang <= DEPOSIT_LIMITS_SATANG.max;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    declare.reset();
    if (!valid) {
      setInvalid(
        t('wallet.depositInvalid', {
          min: satangToBaht(DEPOSIT_LIMITS_SATANG.min),
          max: satangToBaht(DEPOSIT_LIMITS_SATANG.max).toLocaleString('th-TH'),
        }),
      );
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(when)) {
      setInvalid(t('wallet.manualInvalidTime'));
      return;
    }
    const body = {
      amount: satangToBaht(satang),
      transferred_at: `${when}:00+07:00`,
      ...(slip.trim() ? { slip_reference: slip.trim() } : {}),
    };
    setInvalid(null);
    declare.mutate(body, {
      onSuccess: () => {
        setAmount('');
        setSlip('');
      },
    });
  };

  return (
    <Card data-testid="manual-deposit">
      <h2>{t('wallet.manualTitle')}</h2>
      <p style={{ fontSize: 14, margin: '0 0 10px' }}>{t('wallet.manualBody')}</p>
      {bankAccount && (
        <Notice tone="info" data-testid="manual-deposit-to">
          {t('wallet.manualTo', { account: bankAccount })}
        </Notice>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('wallet.amount')}
          testId="manual-deposit-amount"
          inputMode="decimal"
          placeholder={t('wallet.amountPlaceholder')}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <TextField
          label={t('wallet.manualTransferredAt')}
          testId="manual-deposit-when"
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
        <TextField
          label={t('wallet.manualSlip')}
          testId="manual-deposit-slip"
          maxLength={64}
          value={slip}
          onChange={(e) => setSlip(e.target.value)}
        />
        <FormOutcome
          testId="manual-deposit"
          error={error}
          success={done && t('wallet.manualSuccess', { amount: formatWireBaht(done.amount) })}
        />
        <Button type="submit" block data-testid="manual-deposit-submit" disabled={busy || !amount}>
          {busy ? t('wallet.manualSubmitting') : t('wallet.manualSubmit')}
        </Button>
      </form>
      {list.data && list.data.length > 0 && (
        <List aria-label={t('wallet.manualList')} data-testid="manual-deposit-list">
          {list.data.map((d) => (
            <li key={d.deposit_id} data-testid="manual-deposit-item" data-status={d.status}>
              <strong>{formatWireBaht(d.amount)}</strong>
              <Chip tone={STATUS_TONE[d.status]}>{t(`wallet.status.${d.status}`)}</Chip>
              <span className="meta">
                {formatThaiDateTime(d.transferred_at)}
                {d.slip_reference ? ` · ${d.slip_reference}` : ''}
                {d.reason ? ` · ${d.reason}` : ''}
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
