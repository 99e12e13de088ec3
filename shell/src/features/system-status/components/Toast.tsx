/** A toast bar pinned under the header: message, optional action, close button. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '../../../ui/theme';

const Bar = styled.div({
  position: 'sticky',
  top: theme.header.desktop,
  zIndex: 40,
  margin: '0.75rem auto 0',
  maxWidth: '72rem',
  width: 'calc(100% - 2rem)',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.8rem 1rem',
  borderRadius: theme.radius.md,
  background: `linear-gradient(90deg, ${theme.color.warningBg}, #fffaf0)`,
  border: `1px solid ${theme.color.gold}`,
  boxShadow: theme.shadow.card,
  [theme.mobile]: { top: theme.header.mobile },
});
const Icon = styled.span({ flex: 'none', display: 'grid', placeItems: 'center', color: theme.color.primary });
const Text = styled.p({ margin: 0, flex: 1, fontSize: '0.95rem', fontWeight: 600, color: theme.color.primaryDark });
const Close = styled.button({
  flex: 'none',
  border: 'none',
  background: theme.color.primary,
  color: '#fff',
  borderRadius: theme.radius.pill,
  padding: '0.35rem 0.9rem',
  fontWeight: 700,
  cursor: 'pointer',
});

export function Toast({
  icon,
  text,
  action,
  closeLabel,
  onClose,
  testId,
}: {
  icon: ReactNode;
  text: string;
  action?: ReactNode;
  closeLabel: string;
  onClose(): void;
  testId: string;
}) {
  return (
    <Bar role="status" aria-live="polite" data-testid={testId}>
      <Icon aria-hidden>{icon}</Icon>
      <Text data-testid={`${testId}-text`}>{text}</Text>
      {action}
      <Close type="button" onClick={onClose} data-testid={`${testId}-dismiss`}>
        {closeLabel}
      </Close>
    </Bar>
  );
}
