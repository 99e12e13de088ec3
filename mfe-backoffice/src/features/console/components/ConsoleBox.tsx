/** A white framed box of a console screen (a list, a form), its h3 title tight above the content. */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

export const ConsoleBox = styled.section`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
  h3 {
    margin: 0 0 8px;
  }
`;
