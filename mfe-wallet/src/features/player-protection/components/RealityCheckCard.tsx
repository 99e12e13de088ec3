import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_CHOICES } from 'shared-contracts';
import { ChoiceGrid, Card, Notice, useRemote } from 'shared-ui';
import { protectionApi } from '../api/protection-api';

type RealityCheckChoice = (typeof REALITY_CHECK_CHOICES)[number];

const Choices = styled(ChoiceGrid)`
  margin-top: 8px;
`;

/**
 * The reality-check interval (15/30/60/120 minutes): a tap saves it and tells the shell
 * (`reality-check/changed`), which shows its check on the new schedule.
 */
export function RealityCheckCard({ initialMinutes }: { initialMinutes: number }) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const [minutes, setMinutes] = useState(initialMinutes);
  const save = useMutation({
    mutationFn: (choice: RealityCheckChoice) => protectionApi.setRealityCheck(api, choice),
    onSuccess: (saved) => {
      setMinutes(saved.interval_minutes);
      bus.publish({ type: 'reality-check/changed', intervalMinutes: saved.interval_minutes });
    },
  });
  const busy = save.isPending;
  const notice = save.data
    ? { tone: 'success' as const, text: t('protection.reality.saved', { count: save.data.interval_minutes }) }
    : save.isError
      ? { tone: 'error' as const, text: t('protection.reality.failed') }
      : null;

  const choose = (choice: RealityCheckChoice) => {
    if (busy || choice === minutes) return;
    save.mutate(choice);
  };

  return (
    <Card data-testid="reality-check-card">
      <h2>{t('protection.reality.title')}</h2>
      <p style={{ margin: 0, fontSize: 14 }}>{t('protection.reality.body')}</p>
      <Choices role="group" aria-label={t('protection.reality.title')}>
        {REALITY_CHECK_CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            data-testid={`reality-choice-${c}`}
            aria-pressed={minutes === c}
            disabled={busy}
            onClick={() => choose(c)}
          >
            {t('protection.reality.minutes', { count: c })}
          </button>
        ))}
      </Choices>
      {notice && (
        <Notice tone={notice.tone} role="status" data-testid="reality-notice">
          {notice.text}
        </Notice>
      )}
    </Card>
  );
}
