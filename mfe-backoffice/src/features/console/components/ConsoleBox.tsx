/**
 * The white framed box of a console screen (a list, a form): `ConsoleFrame` alone, `ConsoleBox` with its h3 title
 * tight above the content.
 */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

export const ConsoleFrame = styled.section`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
`;

export const ConsoleBox = styled(ConsoleFrame)`
  h3 {
    margin: 0 0 8px;
  }
`;
