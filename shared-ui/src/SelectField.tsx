/**
 * A labelled select, the same look as `TextField` (`form-field.tsx`): pass its `<option>`s as children.
 * Every other prop goes to the `<select>`; `testId` becomes its `data-testid`, and it gets `aria-invalid`
 * while there is an error.
 */
import styled from '@emotion/styled';
import { useId, type SelectHTMLAttributes } from 'react';
import { FieldBox, FieldLabel, FieldMessage, fieldControlStyle, notInvalid, type FieldProps } from './form-field';

const Select = styled('select', { shouldForwardProp: notInvalid })<{ invalid: boolean }>(fieldControlStyle);

export type SelectFieldProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, hint, testId, id, className, children, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select id={selectId} invalid={!!error} aria-invalid={!!error} data-testid={testId} {...select}>
        {children}
      </Select>
      <FieldMessage error={error} hint={hint} />
    </FieldBox>
  );
}
