import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import type { BetStep } from '../../number-pad';

const STEPS: BetStep[] = ['fillNumber', 'fillPrice', 'summary', 'success'];

const Bar = styled.ol`
  display: flex;
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  gap: 4px;
  li {
    flex: 1;
    text-align: center;
    font-size: 12px;
    color: ${theme.color.muted};
    padding-top: 6px;
    border-top: 3px solid ${theme.color.line};
  }
  li[data-done='true'] {
    border-top-color: ${theme.color.gold};
    color: ${theme.color.redDark};
  }
  li[aria-current='step'] {
    border-top-color: ${theme.color.red};
    color: ${theme.color.red};
    font-weight: 700;
  }
`;

/** Where the player is in the bet flow: fill number, fill price, summary, success. */
export function StepIndicator({ step }: { step: BetStep }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(step);
  return (
    <Bar data-testid="bet-steps" data-step={step}>
      {STEPS.map((s, i) => (
        <li key={s} data-testid={`step-${s}`} data-done={i < at} aria-current={i === at ? 'step' : undefined}>
          {t(`lobby.steps.${s}`)}
        </li>
      ))}
    </Bar>
  );
}
