/** A row of small things (chips, buttons, a label and its value): centred vertically, 8px apart, wrapping. */
import styled from '@emotion/styled';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;
