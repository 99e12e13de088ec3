/**
 * Text for screen readers only: part of an element's accessible name without being drawn, e.g. the word "menu"
 * beside an avatar's initials, so the name still contains the visible text (WCAG 2.5.3, where an `aria-label` would
 * replace it).
 */
import styled from '@emotion/styled';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
