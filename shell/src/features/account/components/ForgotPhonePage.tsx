/**
 * /forgot-phone: a player who lost (or forgot) the registered phone. Step 1 proves the new phone with a FORGOT_PHONE
 * OTP; step 2 proves the account with one of its bank accounts (bank, number, name) and its PIN
 * (`POST auth/phone/forgot`). Every session ends; the player logs in with the new phone. Kept under
 * STORAGE_KEYS.forgotPhone until it ends. Refusals: E20011 / E20012 (bank account), B5V003 / B5V002 (PIN), C3V001.
 * The server spends the verified token on the first try, right or wrong (issue 20: one token, one attempt), so any
 * refusal shows its text and sends the flow back to the OTP step.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANK_CODES,
  ErrorCode,
  PIN_PATTERN,
  STORAGE_KEYS,
  type ForgotPhoneBody,
  accountPageTexts,
} from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { BankAccountFields, EMPTY_BANK_ACCOUNT, PinField, authApi } from '../../auth';
import { accountApi } from '../api/account-api';
import { TOKEN_REFUSED, useFlowSubmit } from '../hooks/useFlowSubmit';
import { useOtpFlow } from '../hooks/useOtpFlow';
import { AccountFlowCard } from './AccountFlowCard';
import { PanelPage } from './PanelPage';
import { usePageTexts } from '../../i18n';

type Errors = Partial<Record<'bank_code' | 'bank_account_number' | 'bank_account_name' | 'pin', string>>;

/** Field errors of step 2 as i18n keys; empty when the form is valid. */
export function validateIdentity(f: Omit<ForgotPhoneBody, 'verified_token' | 'bank_code'> & { bank_code: string }) {
  const e: Errors = {};
  if (!(BANK_CODES as readonly string[]).includes(f.bank_code)) e.bank_code = 'auth.invalid.bank';
  if (!/^\d{10,15}$/.test(f.bank_account_number)) e.bank_account_number = 'auth.invalid.accountNumber';
  if (f.bank_account_name.trim().length < 2) e.bank_account_name = 'auth.invalid.accountName';
  if (!PIN_PATTERN.test(f.pin)) e.pin = 'auth.invalid.pin';
  return e;
}

/** Every refusal of `POST auth/phone/forgot` spent the verified token: back to the OTP step. */
const RESTART_ON = [
  ...TOKEN_REFUSED,
  ErrorCode.ACCOUNT_NUMBER_INCORRECT,
  ErrorCode.ACCOUNT_NAME_MISMATCH,
  ErrorCode.WRONG_PIN,
  ErrorCode.PIN_TOO_MANY_FAILURES,
  ErrorCode.SAME_PHONE,
  ErrorCode.DUPLICATE_PHONE,
  ErrorCode.PHONE_BLACKLISTED,
  ErrorCode.PHONE_BANNED,
  ErrorCode.PHONE_BLOCKED,
];

export function ForgotPhonePage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const flow = useOtpFlow(STORAGE_KEYS.forgotPhone);
  const submission = useFlowSubmit(flow, RESTART_ON);
  const [account, setAccount] = useState(EMPTY_BANK_ACCOUNT);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [donePhone, setDonePhone] = useState<string | null>(null);
  const err = (k: keyof Errors) => (errors[k] ? t(errors[k]) : null);

  if (donePhone)
    return (
      <PanelPage
        title={t('account.forgotPhone.doneTitle')}
        testId="forgot-phone-done"
        to="/login"
        action={t('header.login')}
      >
        <p>{t('account.forgotPhone.doneBody', { phone: donePhone })}</p>
      </PanelPage>
    );

  const submit = () => {
    const fields = {
      bank_code: account.bank,
      bank_account_number: account.number,
      bank_account_name: account.name.trim(),
      pin,
    };
    const found = validateIdentity(fields);
    setErrors(found);
    const verifiedToken = flow.verifiedToken;
    if (Object.keys(found).length > 0 || !verifiedToken) return;
    void submission.run(
      async () => {
        await accountApi.forgotPhone(api, {
          ...fields,
          bank_code: account.bank as ForgotPhoneBody['bank_code'],
          verified_token: verifiedToken,
        });
        const phone = flow.phone;
        flow.restart();
        setDonePhone(phone);
      },
      () => setPin(''),
    );
  };

  return (
    <AccountFlowCard
      title={t('account.forgotPhone.title')}
      subtitle={t('account.forgotPhone.subtitle')}
      steps={[t('account.stepNewPhone'), t('account.stepIdentity')]}
      flow={flow}
      submission={submission}
      otp={{
        phoneLabel: t('account.newPhone'),
        send: (phone) => authApi.requestOtp(api, { phone, purpose: 'FORGOT_PHONE' }),
      }}
      onSubmit={submit}
      submitLabel={t('account.forgotPhone.submit')}
      submitTestId="forgot-phone-submit"
    >
      <p css={{ margin: '0 0 0.75rem' }}>{t('account.forgotPhone.identityHint')}</p>
      <BankAccountFields
        selectId="forgot-phone-bank"
        value={account}
        onChange={setAccount}
        errors={{ bank: err('bank_code'), number: err('bank_account_number'), name: err('bank_account_name') }}
      />
      <PinField value={pin} onChange={setPin} error={err('pin')} />
    </AccountFlowCard>
  );
}
