import styled from '@emotion/styled';
import { theme } from './theme';

/** A white rounded card on the cream page. */
export const Card = styled.section`
  background: ${theme.color.card};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  border: 1px solid ${theme.color.line};
  padding: 16px;
  margin: 12px 0;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
    color: ${theme.color.red};
  }
`;
