/**
 * A labelled text input (also number, date, password...): label above, error or hint below
 * (`form-field.tsx`). Every other prop goes to the `<input>`; `testId` becomes its `data-testid`, and it
 * gets `aria-invalid` while there is an error.
 */
import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { FieldBox, FieldLabel, FieldMessage, fieldControlStyle, notInvalid, type FieldProps } from './form-field';

const Input = styled('input', { shouldForwardProp: notInvalid })<{ invalid: boolean }>(fieldControlStyle);

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, testId, id, className, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input id={inputId} invalid={!!error} aria-invalid={!!error} data-testid={testId} {...input} />
      <FieldMessage error={error} hint={hint} />
    </FieldBox>
  );
}
