/** The framed card login and register sit in: a red-gold ribbon with title and subtitle. */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { theme } from '../../../ui/theme';

const Frame = styled.div({
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.raised,
  overflow: 'hidden',
  border: `1px solid ${theme.color.line}`,
});
const Ribbon = styled.div({
  padding: '1.4rem 1.5rem 1.2rem',
  color: '#fff',
  background: `linear-gradient(135deg, ${theme.color.primaryDark}, ${theme.color.primary} 70%, ${theme.color.primaryLight})`,
  borderBottom: `3px solid ${theme.color.gold}`,
});
const Body = styled.div({ padding: '1.5rem' });

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Frame>
      <Ribbon>
        <h1 css={{ margin: 0, fontSize: '1.5rem', color: theme.color.goldLight }}>{title}</h1>
        <p css={{ margin: '0.25rem 0 0', opacity: 0.9 }}>{subtitle}</p>
      </Ribbon>
      <Body>{children}</Body>
    </Frame>
  );
}
