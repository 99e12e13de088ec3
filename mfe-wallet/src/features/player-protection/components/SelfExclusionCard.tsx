import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from 'shared-contracts';
import { Button, Card, Notice, theme } from 'shared-ui';
import { SelfExclusionDialog } from './SelfExclusionDialog';

const Periods = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 8px 0 12px;
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 44px;
    border-radius: ${theme.radius.md};
    border: 1.5px solid ${theme.color.line};
    font-weight: 700;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
    color: ${theme.color.danger};
  }
  input {
    accent-color: ${theme.color.danger};
  }
`;

/**
 * Self-exclusion: pick 6 months, 1 year or 5 years, then a strong confirmation (see SelfExclusionDialog).
 * `serverOffsetMs` (server clock − device clock) dates the end as the server will.
 */
export function SelfExclusionCard({ serverOffsetMs }: { serverOffsetMs: number }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6M');
  const [confirming, setConfirming] = useState(false);
  const periodText = t(`protection.exclusion.periods.${period}`);
  return (
    <Card data-testid="self-exclusion-card">
      <h2>{t('protection.exclusion.title')}</h2>
      <p style={{ margin: 0, fontSize: 14, lineHeight: 1.6 }}>{t('protection.exclusion.body')}</p>
      <Periods role="radiogroup" aria-label={t('protection.exclusion.choose')}>
        {SELF_EXCLUSION_PERIODS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="self-exclusion-period"
              value={p}
              data-testid={`exclusion-period-${p}`}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />
            {t(`protection.exclusion.periods.${p}`)}
          </label>
        ))}
      </Periods>
      <Button type="button" variant="danger" block data-testid="exclusion-start" onClick={() => setConfirming(true)}>
        {t('protection.exclusion.start', { period: periodText })}
      </Button>
      <Notice tone="info">{t('protection.exclusion.help')}</Notice>
      {confirming && (
        <SelfExclusionDialog period={period} serverOffsetMs={serverOffsetMs} onCancel={() => setConfirming(false)} />
      )}
    </Card>
  );
}
