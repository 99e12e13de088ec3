import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { YEEKEE_SHOT_PATTERN, type YeekeeShotData } from 'shared-contracts';
import { Button, Muted, Notice, Row, requestLogin, theme, useRemote, useSession } from 'shared-ui';
import { Keypad } from '../../number-pad';
import { useShoot } from '../hooks/useShoot';
import { shootRefusalKey } from '../utils/shoot-refusal';

const DIGITS = 5;

const Digits = styled.input`
  box-sizing: border-box;
  width: 100%;
  margin: 4px 0 0;
  padding: 10px 0 10px 0.6em;
  border: 2px solid ${theme.color.goldLight};
  border-radius: ${theme.radius.md};
  background: ${theme.color.goldSoft};
  color: ${theme.color.redDark};
  font-family: ${theme.font.number};
  font-size: 34px;
  font-weight: 800;
  letter-spacing: 0.6em;
  text-align: center;
  &::placeholder {
    color: ${theme.color.goldDark};
    opacity: 0.45;
  }
  &:focus {
    outline: none;
    border-color: ${theme.color.gold};
    box-shadow: 0 0 0 3px ${theme.color.goldSoft};
  }
`;

const Label = styled.label`
  display: block;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.color.muted};
`;

const Actions = styled(Row)`
  margin-top: 12px;
  flex-wrap: nowrap;
  > :first-of-type {
    flex: 0 0 auto;
  }
  > :last-of-type {
    flex: 1 1 auto;
  }
`;

/** Five random digits (the device's crypto when it has one). */
function randomNumber(): string {
  const values = new Uint32Array(DIGITS);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(values);
  else values.forEach((_, i) => (values[i] = Math.floor(Math.random() * 10)));
  return [...values].map((v) => String(v % 10)).join('');
}

/**
 * The shoot pad (docs/game-rules.md "Yeekee"): five digits typed or tapped on the keypad (or drawn at random)
 * and shot free into `roundId` with "ยิงเลข"; the accepted shot goes to `onShot` and a line says its sequence,
 * a refusal says why in Thai (E20016 the round stopped taking shots, E10429 too many shots). A visitor gets a
 * login button (`requestLogin`) instead.
 */
export function ShootPad({ roundId, onShot }: { roundId: string | null; onShot: (shot: YeekeeShotData) => void }) {
  const { t } = useTranslation();
  const { bus } = useRemote();
  const session = useSession();
  const [digits, setDigits] = useState('');
  const [last, setLast] = useState<YeekeeShotData | null>(null);
  const shoot = useShoot((shot) => {
    setLast(shot);
    setDigits('');
    onShot(shot);
  });

  if (session.status === 'anonymous') {
    return (
      <div data-testid="shoot-visitor">
        <Muted>{t('yeekee.shoot.visitor')}</Muted>
        <Button type="button" variant="gold" block data-testid="shoot-login" onClick={() => requestLogin(bus)}>
          {t('yeekee.shoot.login')}
        </Button>
      </div>
    );
  }

  const type = (next: string) => {
    shoot.reset();
    setLast(null);
    setDigits(next.replace(/\D/g, '').slice(0, DIGITS));
  };
  const ready = YEEKEE_SHOT_PATTERN.test(digits) && roundId !== null && !shoot.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) shoot.mutate({ round_id: roundId, number: digits });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="shoot-pad">
      <Label htmlFor="shoot-input">{t('yeekee.shoot.digitsLabel')}</Label>
      <Digits
        id="shoot-input"
        data-testid="shoot-input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={DIGITS}
        placeholder="•••••"
        value={digits}
        onChange={(e) => type(e.target.value)}
      />
      <Keypad
        testIdPrefix="shoot-key"
        onDigit={(d) => type(digits + d)}
        onClear={() => type('')}
        onBackspace={() => type(digits.slice(0, -1))}
      />
      <Actions>
        <Button type="button" variant="ghost" data-testid="shoot-random" onClick={() => type(randomNumber())}>
          {t('yeekee.shoot.random')}
        </Button>
        <Button type="submit" variant="gold" data-testid="shoot-submit" disabled={!ready}>
          {shoot.isPending ? t('yeekee.shoot.submitting') : t('yeekee.shoot.submit')}
        </Button>
      </Actions>
      {shoot.isError && (
        <Notice tone="error" role="alert" data-testid="shoot-error">
          {t(shootRefusalKey(shoot.error))}
        </Notice>
      )}
      {last && (
        <Notice tone="success" role="status" data-testid="shoot-accepted">
          {t('yeekee.shoot.accepted', { number: last.number, seq: last.seq })}
        </Notice>
      )}
    </form>
  );
}
