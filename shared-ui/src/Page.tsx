/**
 * The page column, shell and remotes alike: full width on a phone (12px gutters), centred and capped on
 * wider screens: 560px by default (a remote's page), `narrow` 30rem (a form or message on its own: login,
 * register, 404), `wide` 72rem (the shell's home). Render it `as="main"` for a page's main landmark.
 */
import styled from '@emotion/styled';
import { theme } from './theme';

export const Page = styled.div<{ narrow?: boolean; wide?: boolean }>`
  box-sizing: border-box;
  max-width: ${(p) => (p.narrow ? theme.pageWidth.narrow : p.wide ? theme.pageWidth.wide : theme.maxWidth)};
  margin: 0 auto;
  padding: 12px 12px 32px;
  font-family: ${theme.font.family};
  color: ${theme.color.ink};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;
