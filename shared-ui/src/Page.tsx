import styled from '@emotion/styled';
import { theme } from './theme';

/** The remote's page column: full width at 375px, centred and capped on wider screens. */
export const Page = styled.div`
  box-sizing: border-box;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 8px 12px 32px;
  font-family: ${theme.font.family};
  color: ${theme.color.ink};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;
