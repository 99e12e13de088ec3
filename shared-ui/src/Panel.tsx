import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { theme } from './theme';

const Box = styled.div`
  text-align: center;
  padding: 32px 20px;
  background: ${theme.color.card};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  border-top: 4px solid ${theme.color.gold};
  margin: 16px 0;
  .icon {
    width: 64px;
    height: 64px;
    margin: 0 auto 12px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    color: ${theme.color.red};
    background: radial-gradient(circle at 30% 30%, #fff6d6, ${theme.color.goldLight} 60%, ${theme.color.gold});
    box-shadow: 0 4px 12px rgba(212, 160, 23, 0.4);
  }
  h2 {
    color: ${theme.color.red};
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    color: ${theme.color.muted};
    margin: 0 0 16px;
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 8px;
`;

/**
 * A centred full-card message (not found, opening soon, crashed, login required, a remote down): icon, title,
 * the children (text paragraphs), then `actions` (buttons, centred in a row that wraps). `role` is `status`
 * unless the message is an `alert`.
 */
export function Panel({
  icon,
  title,
  children,
  actions,
  testId,
  role = 'status',
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  role?: 'status' | 'alert';
}) {
  return (
    <Box data-testid={testId} role={role}>
      <div className="icon" aria-hidden="true">
        <Icon name={icon} size={32} />
      </div>
      <h2>{title}</h2>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
