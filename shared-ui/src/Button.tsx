/**
 * The one button of the site, shell and remotes alike: a pill, 44px high (36px `small`), `block` stretches
 * it to its container's width (the main action at 375px). `ButtonLink` is the same button as a react-router
 * link, for a page rendered inside a router (the shell; a remote under its own router).
 *
 * Variants: `primary` (red, the default), `gold` (the main call to action), `ghost` (white, a secondary
 * action), `danger` (white with a red text, a destructive one) and `outline` (transparent, border and text in
 * the current colour: a secondary action on a dark surface such as the `BrandBar`).
 */
import styled from '@emotion/styled';
import { Link } from './router';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'gold' | 'ghost' | 'danger' | 'outline';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  /** the full width of the container */
  block?: boolean;
  /** 36px high, smaller text: toolbars and headers */
  small?: boolean;
}

const palette: Record<ButtonVariant, { bg: string; fg: string; border: string; shadow: string }> = {
  primary: { bg: theme.gradient.red, fg: '#fff', border: 'transparent', shadow: theme.shadow.button },
  gold: { bg: theme.gradient.gold, fg: theme.color.redDark, border: 'transparent', shadow: theme.shadow.button },
  ghost: { bg: '#fff', fg: theme.color.red, border: theme.color.line, shadow: 'none' },
  danger: { bg: '#fff', fg: theme.color.danger, border: theme.color.dangerSoft, shadow: 'none' },
  outline: { bg: 'transparent', fg: 'inherit', border: 'currentColor', shadow: 'none' },
};

const styleOnly = new Set(['variant', 'block', 'small']);
const shouldForwardProp = (prop: string) => !styleOnly.has(prop);

/** The button's look as an emotion style object, for the rare element that must look like one. */
export function buttonStyle({ variant = 'primary', block, small }: ButtonStyleProps) {
  const p = palette[variant];
  return {
    appearance: 'none',
    boxSizing: 'border-box',
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    minHeight: small ? '36px' : '44px',
    padding: small ? '4px 14px' : '10px 20px',
    borderRadius: theme.radius.pill,
    border: `1.5px solid ${p.border}`,
    background: p.bg,
    color: p.fg,
    boxShadow: p.shadow,
    font: 'inherit',
    fontSize: small ? '14px' : '16px',
    fontWeight: 700,
    lineHeight: 1.3,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: small ? 'nowrap' : 'normal',
    cursor: 'pointer',
    transition: 'transform 0.06s ease, filter 0.15s ease, opacity 0.2s ease',
    '&:hover:not(:disabled)': { filter: 'brightness(1.06)' },
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&:focus-visible': { outline: `3px solid ${theme.color.goldLight}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  } as const;
}

export const Button = styled('button', { shouldForwardProp })<ButtonStyleProps>(buttonStyle);

export const ButtonLink = styled(Link, { shouldForwardProp })<ButtonStyleProps>(buttonStyle);
