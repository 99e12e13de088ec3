/** A secondary line of text (hints, dates, counts) in the muted brown, 14px. */
import styled from '@emotion/styled';
import { theme } from './theme';

export const Muted = styled.p`
  margin: 4px 0;
  color: ${theme.color.muted};
  font-size: 14px;
  line-height: 1.5;
`;
