/**
 * A small pill of status or count (sold out, in the cart, a promotion, won/lost): `tone` `gold`, `green`,
 * `red`, `blue` or `muted` (the default).
 */
import styled from '@emotion/styled';
import { theme } from './theme';

export type ChipTone = 'gold' | 'green' | 'red' | 'muted' | 'blue';

const tones: Record<ChipTone, { bg: string; fg: string }> = {
  gold: { bg: theme.color.goldSoft, fg: theme.color.redDark },
  green: { bg: theme.color.greenSoft, fg: theme.color.green },
  red: { bg: theme.color.dangerSoft, fg: theme.color.danger },
  muted: { bg: theme.color.cream, fg: theme.color.muted },
  blue: { bg: theme.color.blueSoft, fg: theme.color.blue },
};

export const Chip = styled.span<{ tone?: ChipTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 12.5px;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => tones[p.tone ?? 'muted'].bg};
  color: ${(p) => tones[p.tone ?? 'muted'].fg};
`;
