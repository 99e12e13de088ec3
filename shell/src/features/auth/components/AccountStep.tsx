/**
 * Register step 2: PIN twice, bank, account number and name, optional invite code, and the required
 * age confirmation (20 or older): the submit button stays disabled until it is ticked.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_DIGITS, BANK_CODES, PIN_PATTERN, type RegisterBody } from 'shared-contracts';
import { Button, FieldNote, TextField } from 'shared-ui';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from './BankAccountFields';
import { PinField } from './PinField';

type Fields = Omit<RegisterBody, 'verified_token'>;
type FormFields = Omit<Fields, 'age_confirmed'> & { age_confirmed: boolean; pinConfirm: string };

/** The digits of an account number at `bankCode` (BANK_ACCOUNT_DIGITS, as the api checks: E20011), or 0. */
function bankDigits(bankCode: string): number {
  return (BANK_ACCOUNT_DIGITS as Record<string, number>)[bankCode] ?? 0;
}

/** Field errors of step 2 as i18n keys; empty when the form is valid. */
export function validateAccount(f: FormFields): Partial<Record<keyof FormFields, string>> {
  const e: Partial<Record<keyof FormFields, string>> = {};
  if (!PIN_PATTERN.test(f.pin)) e.pin = 'auth.invalid.pin';
  if (f.pinConfirm !== f.pin) e.pinConfirm = 'auth.invalid.pinMismatch';
  if (!(BANK_CODES as readonly string[]).includes(f.bank_code)) e.bank_code = 'auth.invalid.bank';
  if (!/^\d{10,15}$/.test(f.bank_account_number)) e.bank_account_number = 'auth.invalid.accountNumber';
  else if (bankDigits(f.bank_code) && f.bank_account_number.length !== bankDigits(f.bank_code))
    e.bank_account_number = 'errors.E20011';
  if (f.bank_account_name.trim().length < 2) e.bank_account_name = 'auth.invalid.accountName';
  if (f.age_confirmed !== true) e.age_confirmed = 'auth.invalid.ageConfirm';
  return e;
}

export function AccountStep({
  busy,
  initialInviteCode,
  onSubmit,
}: {
  busy: boolean;
  initialInviteCode: string;
  onSubmit(fields: Fields): void;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [pinConfirm, setPinConfirm] = useState('');
  const [account, setAccount] = useState(EMPTY_BANK_ACCOUNT);
  const [invite, setInvite] = useState(initialInviteCode);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof validateAccount>>({});
  const err = (k: keyof typeof errors) => (errors[k] ? t(errors[k]) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = {
      pin,
      bank_code: account.bank as Fields['bank_code'],
      bank_account_number: account.number,
      bank_account_name: account.name.trim(),
      ...(invite.trim() ? { invite_code: invite.trim() } : {}),
    };
    const found = validateAccount({ ...fields, pinConfirm, age_confirmed: ageConfirmed });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...fields, age_confirmed: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <PinField value={pin} onChange={setPin} error={err('pin')} autoComplete="new-password" />
      <PinField
        label={t('auth.pinConfirm')}
        testId="pin-confirm-input"
        autoComplete="new-password"
        value={pinConfirm}
        onChange={setPinConfirm}
        error={err('pinConfirm')}
      />
      <BankAccountFields
        selectId="bank-select"
        value={account}
        onChange={setAccount}
        errors={{ bank: err('bank_code'), number: err('bank_account_number'), name: err('bank_account_name') }}
      />
      <TextField
        label={t('auth.inviteCode')}
        testId="invite-code-input"
        value={invite}
        onChange={(e) => setInvite(e.target.value.slice(0, 32))}
      />
      <div css={{ marginBottom: '16px' }}>
        <label css={{ display: 'flex', gap: '10px', alignItems: 'flex-start', fontSize: '15px', cursor: 'pointer' }}>
          <input
            type="checkbox"
            data-testid="age-confirm"
            required
            checked={ageConfirmed}
            onChange={(e) => setAgeConfirmed(e.target.checked)}
            css={{ width: '20px', height: '20px', marginTop: '2px', flexShrink: 0 }}
          />
          <span>{t('auth.ageConfirm')}</span>
        </label>
        {errors.age_confirmed && <FieldNote error>{err('age_confirmed')}</FieldNote>}
      </div>
      <Button type="submit" variant="gold" block disabled={busy || !ageConfirmed} data-testid="register-submit">
        {busy ? t('auth.submitting') : t('auth.submitRegister')}
      </Button>
    </form>
  );
}
