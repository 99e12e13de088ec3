/**
 * An inline message box (errors, hints, confirmations), in one of four tones: `info` (blue, the default),
 * `error` (red), `success` (green) and `warn` (gold). Give an error `role="alert"`.
 */
import styled from '@emotion/styled';
import { theme } from './theme';

export type NoticeTone = 'info' | 'error' | 'success' | 'warn';

const tones: Record<NoticeTone, { bg: string; fg: string; border: string }> = {
  info: { bg: theme.color.blueSoft, fg: theme.color.blue, border: `${theme.color.blue}40` },
  error: { bg: theme.color.dangerSoft, fg: theme.color.danger, border: `${theme.color.danger}40` },
  success: { bg: theme.color.greenSoft, fg: theme.color.green, border: `${theme.color.green}40` },
  warn: { bg: theme.color.goldSoft, fg: theme.color.redDark, border: theme.color.goldLight },
};

export const Notice = styled.div<{ tone?: NoticeTone }>`
  background: ${(p) => tones[p.tone ?? 'info'].bg};
  color: ${(p) => tones[p.tone ?? 'info'].fg};
  border: 1px solid ${(p) => tones[p.tone ?? 'info'].border};
  border-radius: ${theme.radius.md};
  padding: 10px 14px;
  margin: 8px 0;
  font-size: 14.5px;
  line-height: 1.5;
`;
