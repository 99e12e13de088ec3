import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatWireBaht, satangToBaht, type MiniGameCloseStatusData } from 'shared-contracts';
import { Button, Card, ChoiceGrid, TextField } from 'shared-ui';

/** Quick stakes in baht (those within the game's limits are offered). */
const QUICK_STAKES = [5, 10, 20, 50] as const;

const Quick = styled(ChoiceGrid)`
  margin-bottom: 12px;
`;

/**
 * The stake of a new slip: quick amounts or another amount within the game's limits (close-status), then
 * "start" with that amount. `onStake` gets baht.
 */
export function StakePanel({
  limits,
  defaultStake,
  busy,
  disabled,
  onStake,
}: {
  limits: MiniGameCloseStatusData | undefined;
  defaultStake: number;
  busy: boolean;
  disabled: boolean;
  onStake: (amountBaht: number) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(defaultStake));
  const [invalid, setInvalid] = useState(false);
  const min = limits?.min_bet ?? 1;
  const max = limits?.max_bet ?? 100;
  const satang = bahtToSatang(amount);
  const valid = satang !== null && satang >= (bahtToSatang(min) ?? 0) && satang <= (bahtToSatang(max) ?? 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || satang === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onStake(satangToBaht(satang));
  };

  return (
    <Card data-testid="stake-panel">
      <h2>{t('minigames.stake.title')}</h2>
      <form onSubmit={submit} noValidate>
        <Quick role="group" aria-label={t('minigames.stake.title')}>
          {QUICK_STAKES.filter((a) => a >= min && a <= max).map((a) => (
            <button
              key={a}
              type="button"
              data-testid={`stake-quick-${a}`}
              aria-pressed={amount === String(a)}
              onClick={() => {
                setAmount(String(a));
                setInvalid(false);
              }}
            >
              {a}
            </button>
          ))}
        </Quick>
        <TextField
          label={t('minigames.stake.custom')}
          testId="stake-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          error={invalid ? t('minigames.stake.invalid', { min, max }) : undefined}
          hint={
            limits
              ? t('minigames.stake.limits', {
                  min: formatWireBaht(min, { decimals: false }),
                  max: formatWireBaht(max, { decimals: false }),
                  max_payout: formatWireBaht(limits.max_payout, { decimals: false }),
                })
              : undefined
          }
        />
        <Button type="submit" variant="gold" block data-testid="stake-submit" disabled={busy || disabled || !amount}>
          {busy
            ? t('minigames.stake.starting')
            : t('minigames.stake.start', {
                amount: valid && satang !== null ? formatWireBaht(satangToBaht(satang)) : amount,
              })}
        </Button>
      </form>
    </Card>
  );
}
