/** The site's button: gold (primary call to action), red, or outline; `ButtonLink` is the same as a router link. */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { theme } from './theme';

export type ButtonVariant = 'gold' | 'red' | 'outline' | 'ghost';

const backgrounds: Record<ButtonVariant, string> = {
  gold: `linear-gradient(180deg, ${theme.color.goldLight} 0%, ${theme.color.gold} 55%, ${theme.color.goldDark} 100%)`,
  red: `linear-gradient(180deg, ${theme.color.primaryLight} 0%, ${theme.color.primary} 100%)`,
  outline: 'transparent',
  ghost: 'transparent',
};

interface StyleProps {
  variant?: ButtonVariant;
  block?: boolean;
  small?: boolean;
}

const styleOnly = new Set(['variant', 'block', 'small']);
const shouldForwardProp = (prop: string) => !styleOnly.has(prop);

const buttonStyles = ({ variant = 'gold', block, small }: StyleProps) =>
  ({
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.4rem',
    minHeight: small ? '2.25rem' : '3rem',
    padding: small ? '0 0.9rem' : '0 1.4rem',
    borderRadius: theme.radius.pill,
    border: variant === 'outline' ? `1.5px solid currentColor` : 'none',
    background: backgrounds[variant],
    color: variant === 'gold' ? theme.color.primaryDark : variant === 'red' ? '#fff' : 'inherit',
    fontSize: small ? '0.9rem' : '1.05rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    boxShadow: variant === 'gold' || variant === 'red' ? '0 3px 10px rgba(92, 7, 16, 0.2)' : 'none',
    transition: 'transform 0.08s ease, filter 0.15s ease',
    '&:hover:not(:disabled)': { filter: 'brightness(1.06)' },
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  }) as const;

export const Button = styled('button', { shouldForwardProp })<StyleProps>(buttonStyles);
export const ButtonLink = styled(Link, { shouldForwardProp })<StyleProps>(buttonStyles);
