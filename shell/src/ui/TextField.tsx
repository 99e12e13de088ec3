/** A labelled input with an optional hint or error line below it. */
import { type InputHTMLAttributes, useId } from 'react';
import styled from '@emotion/styled';
import { theme } from './theme';

const Label = styled.label({ display: 'block', fontWeight: 600, fontSize: '0.95rem', marginBottom: '0.35rem' });
const Input = styled.input<{ invalid: boolean }>(({ invalid }) => ({
  width: '100%',
  height: '3rem',
  padding: '0 1rem',
  borderRadius: theme.radius.md,
  border: `1.5px solid ${invalid ? theme.color.danger : theme.color.line}`,
  background: '#fffdf9',
  fontSize: '1.05rem',
  outline: 'none',
  '&:focus': { borderColor: theme.color.gold, boxShadow: `0 0 0 3px rgba(232, 183, 48, 0.25)` },
}));
const Note = styled.p<{ error: boolean }>(({ error }) => ({
  margin: '0.3rem 0 0',
  fontSize: '0.85rem',
  color: error ? theme.color.danger : theme.color.muted,
}));
const Field = styled.div({ marginBottom: '1rem' });

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
  testId: string;
}

export function TextField({ label, error, hint, testId, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} invalid={!!error} data-testid={testId} aria-invalid={!!error} {...input} />
      {error ? <Note error>{error}</Note> : hint ? <Note error={false}>{hint}</Note> : null}
    </Field>
  );
}
