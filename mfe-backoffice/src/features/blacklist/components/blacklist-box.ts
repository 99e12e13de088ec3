/** A white framed box of the block-list screen (each list, each add form). */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

export const Box = styled.section`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
  h3 {
    margin: 0 0 8px;
  }
`;
