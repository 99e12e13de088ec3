/**
 * A console form's fields described as data (`ConsoleFieldSpec`: the i18n keys of the label and hint, the test id,
 * the input's limits) and drawn by `ConsoleTextField` / `ConsoleSelectField`, which translate the texts in the
 * console's language and hand the typed or chosen value to `onValue`. A screen keeps its specs next to its form,
 * one constant a field, so the form itself reads one line a field.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { SelectField, TextField } from 'shared-ui';
import { useConsoleT } from '../../../i18n';

/** One console field as data. */
export interface ConsoleFieldSpec extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'maxLength' | 'type' | 'autoComplete' | 'autoCapitalize'
> {
  /** i18n key of the label. */
  label: string;
  /** i18n key of the hint under the field, if it has one (a call site may pass a translated `hint` instead). */
  hint?: string;
  /** The control's `data-testid` (component tests and the e2e specs find the field by it). */
  testId: string;
  /** Keep only the digits typed (a count, a phone or account number). */
  digitsOnly?: boolean;
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'hint'>;

/**
 * A `TextField` from its spec: `value` shown, `onValue` given the text as typed (only its digits with
 * `digitsOnly`). `hint` (already translated) replaces the spec's hint, for a hint with values in it; `error`
 * (already translated) shows instead of the hint and marks the field invalid; every other prop goes to the input.
 */
export function ConsoleTextField({
  field: { label, hint, testId, digitsOnly, ...limits },
  value,
  onValue,
  hint: hintText,
  ...input
}: InputRest & {
  field: ConsoleFieldSpec;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
}) {
  const t = useConsoleT();
  return (
    <TextField
      label={t(label)}
      hint={hintText ?? (hint ? t(hint) : undefined)}
      testId={testId}
      {...limits}
      {...input}
      value={value}
      onChange={(e) => onValue(digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
    />
  );
}

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/**
 * A `SelectField` from its spec (label, hint, test id): an option per value of `options`, its text `optionText` of it
 * (default the value itself), after any `<option>`s given as children; `value` chosen, `onValue` given the chosen
 * option's value as `V` (every option's value is one of the caller's `V`s).
 */
export function ConsoleSelectField<V extends string>({
  field: { label, hint, testId },
  value,
  onValue,
  options = [],
  optionText = (v) => v,
  children,
  ...select
}: SelectRest & {
  field: ConsoleFieldSpec;
  value: V;
  onValue: (value: V) => void;
  options?: readonly V[];
  optionText?: (value: V) => ReactNode;
}) {
  const t = useConsoleT();
  return (
    <SelectField
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      testId={testId}
      {...select}
      value={value}
      onChange={(e) => onValue(e.target.value as V)}
    >
      {children}
      {options.map((o) => (
        <option key={o} value={o}>
          {optionText(o)}
        </option>
      ))}
    </SelectField>
  );
}
