import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { digitsOnly } from '../utils/digits-only';

/** The Thai mobile-number field of login and registration: digits only, at most 10 (`phone-input`). */
export function PhoneField({
  value,
  onChange,
  error,
  disabled,
  label,
}: {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** Another label than "phone" (e.g. the new phone of a phone change). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.phone')}
      testId="phone-input"
      inputMode="numeric"
      autoComplete="tel"
      placeholder={t('auth.phonePlaceholder')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(digitsOnly(e.target.value, 10))}
      error={error}
    />
  );
}
