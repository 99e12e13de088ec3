import styled from '@emotion/styled';
import { theme } from './theme';

type Variant = 'primary' | 'gold' | 'ghost' | 'danger';

const palette: Record<Variant, { bg: string; fg: string; border: string }> = {
  primary: { bg: theme.color.red, fg: '#fff', border: theme.color.red },
  gold: {
    bg: `linear-gradient(180deg, ${theme.color.goldLight}, ${theme.color.gold})`,
    fg: theme.color.redDark,
    border: theme.color.gold,
  },
  ghost: { bg: '#fff', fg: theme.color.red, border: theme.color.line },
  danger: { bg: '#fff', fg: theme.color.danger, border: theme.color.dangerSoft },
};

/** The one button of the remote; `block` stretches it to the card's width (the main action at 375px). */
export const Button = styled.button<{ variant?: Variant; block?: boolean }>`
  appearance: none;
  font: inherit;
  font-weight: 600;
  font-size: 15px;
  min-height: 44px;
  padding: 10px 16px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${(p) => palette[p.variant ?? 'primary'].border};
  background: ${(p) => palette[p.variant ?? 'primary'].bg};
  color: ${(p) => palette[p.variant ?? 'primary'].fg};
  width: ${(p) => (p.block ? '100%' : 'auto')};
  cursor: pointer;
  transition:
    transform 0.05s ease,
    opacity 0.2s ease;
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
