/** A toast bar pinned under the header: message, optional action, close button. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button, theme } from 'shared-ui';

const Bar = styled.div({
  position: 'sticky',
  top: theme.chrome.header.desktop,
  zIndex: 40,
  margin: '0.75rem auto 0',
  maxWidth: theme.pageWidth.wide,
  width: 'calc(100% - 24px)',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.8rem 1rem',
  borderRadius: theme.radius.md,
  background: `linear-gradient(90deg, ${theme.color.goldSoft}, #fffaf0)`,
  border: `1px solid ${theme.color.gold}`,
  boxShadow: theme.shadow.card,
  [theme.media.mobile]: { top: theme.chrome.header.mobile },
});
const Icon = styled.span({ flex: 'none', display: 'grid', placeItems: 'center', color: theme.color.red });
const Text = styled.p({ margin: 0, flex: 1, fontSize: '0.95rem', fontWeight: 600, color: theme.color.redDark });

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
      <Button type="button" small css={{ flex: 'none' }} onClick={onClose} data-testid={`${testId}-dismiss`}>
        {closeLabel}
      </Button>
    </Bar>
  );
}
