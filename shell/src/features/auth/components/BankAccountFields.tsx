import { useTranslation } from 'react-i18next';
import { BANK_CODES } from 'shared-contracts';
import { SelectField, TextField } from 'shared-ui';
import { digitsOnly } from '../utils/digits-only';

/** A bank account as typed: bank code ('' until chosen), account number (digits) and account name. */
export interface BankAccountInput {
  bank: string;
  number: string;
  name: string;
}

export const EMPTY_BANK_ACCOUNT: BankAccountInput = { bank: '', number: '', name: '' };

/**
 * The bank, account number (at most 15 digits) and account name fields of registration and the forgot-phone flow
 * (`bank-select`, `bank-account-number`, `bank-account-name`). `errors` are the texts shown under each field.
 */
export function BankAccountFields({
  selectId,
  value,
  onChange,
  errors,
}: {
  /** The select's element id (the page's own). */
  selectId: string;
  value: BankAccountInput;
  onChange: (value: BankAccountInput) => void;
  errors: { bank?: string | null; number?: string | null; name?: string | null };
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('auth.bankCode')}
        id={selectId}
        testId="bank-select"
        value={value.bank}
        onChange={(e) => onChange({ ...value, bank: e.target.value })}
        error={errors.bank}
      >
        <option value="">{t('auth.selectBank')}</option>
        {BANK_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`banks.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('auth.bankAccountNumber')}
        testId="bank-account-number"
        inputMode="numeric"
        value={value.number}
        onChange={(e) => onChange({ ...value, number: digitsOnly(e.target.value, 15) })}
        error={errors.number}
      />
      <TextField
        label={t('auth.bankAccountName')}
        testId="bank-account-name"
        placeholder={t('auth.bankAccountNamePlaceholder')}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value.slice(0, 100) })}
        error={errors.name}
      />
    </>
  );
}
