/**
 * A row of equal, tappable choices (quick top-up amounts, reality-check intervals): four columns on a
 * phone, the chosen button marked with `aria-pressed="true"` in the brand's red and gold. Put plain
 * `<button aria-pressed>` elements inside; spacing around it is the caller's.
 */
import styled from '@emotion/styled';
import { theme } from './theme';

export const ChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  button {
    appearance: none;
    font: inherit;
    font-weight: 700;
    font-size: 16px;
    min-height: 48px;
    border-radius: ${theme.radius.md};
    border: 1.5px solid ${theme.color.line};
    background: #fff;
    color: ${theme.color.ink};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.red};
    background: ${theme.color.goldSoft};
    color: ${theme.color.red};
  }
`;
