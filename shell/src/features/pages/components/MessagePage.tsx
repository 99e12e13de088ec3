/** A centred full-page message with an icon, title, body and actions (404, 500, maintenance, linking). */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { PageContainer } from '../../../ui/PageContainer';
import { Card } from '../../../ui/Card';
import { theme } from '../../../ui/theme';

const Icon = styled.div({
  width: '5rem',
  height: '5rem',
  margin: '0 auto 1rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: '2.4rem',
  background: `radial-gradient(circle at 30% 30%, ${theme.color.goldLight}, ${theme.color.gold})`,
  boxShadow: '0 8px 20px rgba(184, 134, 11, 0.35)',
});

export function MessagePage({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: string;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <PageContainer narrow>
      <Card css={{ textAlign: 'center', padding: '2.25rem 1.5rem', marginTop: '1.5rem' }} data-testid={testId}>
        <Icon aria-hidden>{icon}</Icon>
        <h1 css={{ margin: '0 0 0.5rem', fontSize: '1.45rem', color: theme.color.primaryDark }}>{title}</h1>
        {body && <p css={{ margin: 0, color: theme.color.muted }}>{body}</p>}
        {children && (
          <div
            css={{ marginTop: '1.5rem', display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' }}
          >
            {children}
          </div>
        )}
      </Card>
    </PageContainer>
  );
}
