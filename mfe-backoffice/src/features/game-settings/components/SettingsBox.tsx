/** The white card each settings form sits in (the console's section look). */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

export const Box = styled.section`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  min-width: 0;
`;
