/**
 * The parts every form field of the site shares (`TextField`, `SelectField`): the wrapper, the label above,
 * the control's look (48px, 16px text so phones do not zoom, a gold ring on focus, red while invalid) and the
 * line below, the error in red when there is one, else the hint.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from './theme';

export const FieldBox = styled.div`
  margin: 0 0 14px;
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 6px;
  font-size: 14.5px;
  font-weight: 600;
  color: ${theme.color.ink};
`;

/** The look of an input or select; `invalid` turns its border red. */
export function fieldControlStyle({ invalid }: { invalid: boolean }) {
  return {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '48px',
    padding: '8px 14px',
    borderRadius: theme.radius.md,
    border: `1.5px solid ${invalid ? theme.color.danger : theme.color.line}`,
    background: theme.color.field,
    color: theme.color.ink,
    font: 'inherit',
    fontSize: '16px',
    outline: 'none',
    '&:focus': { borderColor: theme.color.gold, boxShadow: '0 0 0 3px rgba(212, 160, 23, 0.25)' },
    '&:disabled': { opacity: 0.6 },
  } as const;
}

/** Keeps the style-only `invalid` prop off the DOM element. */
export const notInvalid = (prop: string) => prop !== 'invalid';

/** The line under a field: its error (red) or its hint (muted). */
export const FieldNote = styled.p<{ error?: boolean }>`
  margin: 5px 0 0;
  font-size: 13.5px;
  color: ${(p) => (p.error ? theme.color.danger : theme.color.muted)};
`;

/** What every labelled field takes besides its control's own props. */
export interface FieldProps {
  /** Already-translated label (Thai text comes from i18n in the caller). */
  label: ReactNode;
  /** Already-translated error; shown instead of the hint, and marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** The control's `data-testid`. */
  testId?: string;
}

/** The error, else the hint, else nothing. */
export function FieldMessage({ error, hint }: Pick<FieldProps, 'error' | 'hint'>) {
  if (error) return <FieldNote error>{error}</FieldNote>;
  return hint ? <FieldNote>{hint}</FieldNote> : null;
}
