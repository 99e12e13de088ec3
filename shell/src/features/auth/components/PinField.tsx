import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { digitsOnly } from '../utils/digits-only';

/**
 * A 6-digit PIN field (hidden, digits only) of login, registration and the account flows: label "PIN" and
 * `pin-input` unless told; `autoComplete` `current-password` for a PIN the player has, `new-password` for a new one.
 */
export function PinField({
  value,
  onChange,
  error,
  label,
  testId = 'pin-input',
  autoComplete = 'current-password',
}: {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  label?: string;
  testId?: string;
  autoComplete?: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.pin')}
      testId={testId}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value, 6))}
      error={error}
    />
  );
}
