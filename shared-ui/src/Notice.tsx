import styled from '@emotion/styled';
import { theme } from './theme';

type Tone = 'info' | 'error' | 'success' | 'warn';
const tones: Record<Tone, [string, string]> = {
  info: [theme.color.blueSoft, theme.color.blue],
  error: [theme.color.dangerSoft, theme.color.danger],
  success: [theme.color.greenSoft, theme.color.green],
  warn: [theme.color.goldSoft, theme.color.redDark],
};

/** An inline message box (errors, hints, confirmations). */
export const Notice = styled.div<{ tone?: Tone }>`
  background: ${(p) => tones[p.tone ?? 'info'][0]};
  color: ${(p) => tones[p.tone ?? 'info'][1]};
  border-radius: ${theme.radius.md};
  padding: 10px 12px;
  margin: 8px 0;
  font-size: 14px;
  line-height: 1.5;
`;
