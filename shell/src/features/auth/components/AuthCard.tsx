/** The framed card login and register sit in: the red-gold `BrandBar` ribbon with title and subtitle on top. */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { BrandBar, theme } from 'shared-ui';

const Frame = styled.div({
  margin: '8px 0',
  background: theme.color.card,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.raised,
  overflow: 'hidden',
  border: `1px solid ${theme.color.line}`,
});
const Body = styled.div({ padding: '20px' });

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Frame>
      <BrandBar shape="band" as="div" title={title} subtitle={subtitle} />
      <Body>{children}</Body>
    </Frame>
  );
}
