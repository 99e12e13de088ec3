/** Lottery numbers and other digits to be read one by one: monospaced, tabular, spaced, bold. */
import styled from '@emotion/styled';
import { theme } from './theme';

export const Digits = styled.span`
  font-family: ${theme.font.number};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.12em;
  font-weight: 700;
`;
