import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatThaiDateTime, selfExclusionEnd, type SelfExclusionPeriod } from 'shared-contracts';
import { Button, Dialog, Notice, theme, errorCode, useRemote } from 'shared-ui';
import { protectionApi } from '../api/protection-api';

const Form = styled.form`
  .warn {
    font-weight: 700;
    color: ${theme.color.danger};
  }
  .check {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 12px 0;
    font-size: 14px;
    font-weight: 600;
  }
  .check input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${theme.color.danger};
  }
  .pin {
    display: block;
    font-size: 14px;
    font-weight: 600;
  }
  .pin input {
    display: block;
    width: 100%;
    margin-top: 6px;
    font: inherit;
    font-size: 22px;
    letter-spacing: 8px;
    text-align: center;
    padding: 8px;
    border-radius: ${theme.radius.md};
    border: 2px solid ${theme.color.line};
  }
`;

/**
 * The strong confirmation of a self-exclusion: the end date, that nothing can shorten it, a checkbox
 * and the PIN. On success it publishes `session/self-excluded`: every session has ended and the shell
 * logs the player out and says why.
 */
export function SelfExclusionDialog({
  period,
  serverOffsetMs,
  onCancel,
}: {
  period: SelfExclusionPeriod;
  /** Server clock − device clock: the end is dated as the server will date it. */
  serverOffsetMs: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const [understood, setUnderstood] = useState(false);
  const [pin, setPin] = useState('');
  const exclude = useMutation({
    mutationFn: (pinText: string) => protectionApi.selfExclude(api, period, pinText),
    // the shell ends the session on this event; the dialog stays busy until it does
    onSuccess: (done) => bus.publish({ type: 'session/self-excluded', selfExcludedUntil: done.self_excluded_until }),
    onError: () => setPin(''),
  });
  const busy = exclude.isPending || exclude.isSuccess;
  const error = exclude.error
    ? t(
        errorCode(exclude.error) === ErrorCode.WRONG_PIN
          ? 'protection.exclusion.wrongPin'
          : 'protection.exclusion.failed',
      )
    : null;
  const periodText = t(`protection.exclusion.periods.${period}`);
  const ready = understood && /^\d{6}$/.test(pin) && !busy;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready) return;
    exclude.mutate(pin);
  };

  return (
    <Dialog
      testId="exclusion-dialog"
      title={t('protection.exclusion.confirmTitle', { period: periodText })}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy} data-testid="exclusion-cancel">
            {t('protection.exclusion.cancel')}
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={!ready}
            onClick={() => submit()}
            data-testid="exclusion-confirm"
          >
            {busy ? t('protection.exclusion.submitting') : t('protection.exclusion.confirm')}
          </Button>
        </>
      }
    >
      <Form onSubmit={submit} noValidate>
        <p data-testid="exclusion-until">
          {t('protection.exclusion.confirmUntil', {
            until: formatThaiDateTime(selfExclusionEnd(new Date(Date.now() + serverOffsetMs), period)),
          })}
        </p>
        <p className="warn">{t('protection.exclusion.confirmWarn')}</p>
        <p>{t('protection.exclusion.confirmBalance')}</p>
        <label className="check">
          <input
            type="checkbox"
            data-testid="exclusion-understood"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />
          {t('protection.exclusion.confirmCheck', { period: periodText })}
        </label>
        <label className="pin">
          {t('protection.exclusion.pin')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            maxLength={6}
            data-testid="exclusion-pin"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </label>
        {error && (
          <Notice tone="error" role="alert" data-testid="exclusion-error">
            {error}
          </Notice>
        )}
      </Form>
    </Dialog>
  );
}
