/** The steps of a two-step flow (registration, the account flows), the active one highlighted. */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

const Steps = styled.ol({ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0, margin: '0 0 1.25rem' });
const Step = styled.li<{ active: boolean }>(({ active }) => ({
  flex: 1,
  padding: '0.5rem 0.6rem',
  borderRadius: theme.radius.sm,
  fontSize: '0.85rem',
  fontWeight: 700,
  textAlign: 'center',
  background: active ? theme.color.goldSoft : theme.color.cream,
  color: active ? theme.color.red : theme.color.muted,
  border: `1px solid ${active ? theme.color.gold : theme.color.line}`,
}));

export function FlowSteps({ steps, active }: { steps: string[]; active: number }) {
  return (
    <Steps>
      {steps.map((s, i) => (
        <Step key={s} active={i === active} aria-current={i === active ? 'step' : undefined}>
          {s}
        </Step>
      ))}
    </Steps>
  );
}
