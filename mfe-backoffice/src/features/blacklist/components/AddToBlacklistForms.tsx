/**
 * The operator's two add forms of the block-list screen: a phone (10 digits, 06/08/09) or a bank account (bank and
 * its number of digits, BANK_ACCOUNT_DIGITS), each with a required reason. A success names the entry and, when a
 * player holds it, says that player keeps playing until banned in the players tab; the API's refusals (409 already
 * listed, E20011, E10000 naming the field) show under the form.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  BANK_ACCOUNT_DIGITS,
  BANK_CODES,
  THAI_PHONE_PATTERN,
  type AddBankAccountToBlacklistBody,
  type AddPhoneToBlacklistBody,
  type BlacklistedBankAccount,
  type BlacklistedPhone,
} from 'shared-contracts';
import { Button, Notice } from 'shared-ui';
import {
  ActionError,
  ConsoleBox as Box,
  useConsoleT,
  ConsoleSelectField,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';

type BankCode = (typeof BANK_CODES)[number];

const PHONE_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.blacklist.phone',
  hint: 'backoffice.blacklist.phoneHint',
  testId: 'blacklist-phone',
  inputMode: 'numeric',
  maxLength: 10,
  digitsOnly: true,
};
const BANK_FIELD: ConsoleFieldSpec = { label: 'backoffice.blacklist.bank', testId: 'blacklist-bank' };

const ACCOUNT_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.blacklist.accountNumber',
  testId: 'blacklist-account',
  inputMode: 'numeric',
  digitsOnly: true,
};
/** The reason of the phone or the bank-account form. */
const reasonField = (kind: 'phone' | 'bank'): ConsoleFieldSpec => ({
  label: 'backoffice.blacklist.reason',
  hint: 'backoffice.blacklist.reasonHint',
  testId: `blacklist-${kind}-reason`,
  maxLength: 500,
});

function Added({ value, holder }: { value: string; holder: BlacklistedPhone['holder'] }) {
  const t = useConsoleT();
  return (
    <Notice tone="success" data-testid="blacklist-added">
      {t('backoffice.blacklist.added', { value })}
      {holder && ` ${t('backoffice.blacklist.holderWarning', { code: holder.customer_code })}`}
    </Notice>
  );
}

/** The required reason (kept in the audit log) and the add button of one form; test ids `blacklist-{kind}-…`. */
function ReasonAndSubmit(props: {
  kind: 'phone' | 'bank';
  reason: string;
  onReason: (reason: string) => void;
  disabled: boolean;
}) {
  const t = useConsoleT();
  return (
    <>
      <ConsoleTextField field={reasonField(props.kind)} value={props.reason} onValue={props.onReason} />
      <Button type="submit" small disabled={props.disabled} data-testid={`blacklist-${props.kind}-submit`}>
        {t('backoffice.blacklist.add')}
      </Button>
    </>
  );
}

export function AddToBlacklistForms({
  addPhone,
  addBank,
}: {
  addPhone: UseMutationResult<BlacklistedPhone, Error, AddPhoneToBlacklistBody>;
  addBank: UseMutationResult<BlacklistedBankAccount, Error, AddBankAccountToBlacklistBody>;
}) {
  const t = useConsoleT();
  const [phone, setPhone] = useState('');
  const [phoneReason, setPhoneReason] = useState('');
  const [bank, setBank] = useState<BankCode>('KBANK');
  const [number, setNumber] = useState('');
  const [bankReason, setBankReason] = useState('');
  const phoneOk = THAI_PHONE_PATTERN.test(phone) && phoneReason.trim().length > 0;
  const bankOk = number.length === BANK_ACCOUNT_DIGITS[bank] && /^\d+$/.test(number) && bankReason.trim().length > 0;

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    addPhone.mutate(
      { phone, reason: phoneReason.trim() },
      {
        onSuccess: () => {
          setPhone('');
          setPhoneReason('');
        },
      },
    );
  };
  const submitBank = (e: FormEvent) => {
    e.preventDefault();
    addBank.mutate(
      { bank_code: bank, bank_account_number: number, reason: bankReason.trim() },
      {
        onSuccess: () => {
          setNumber('');
          setBankReason('');
        },
      },
    );
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Box data-testid="blacklist-add-phone">
        <h3>{t('backoffice.blacklist.addPhone')}</h3>
        <form onSubmit={submitPhone}>
          <ConsoleTextField field={PHONE_FIELD} value={phone} onValue={setPhone} />
          <ReasonAndSubmit
            kind="phone"
            reason={phoneReason}
            onReason={setPhoneReason}
            disabled={!phoneOk || addPhone.isPending}
          />
        </form>
        {addPhone.data && !addPhone.isPending && <Added value={addPhone.data.phone} holder={addPhone.data.holder} />}
        <ActionError error={addPhone.error} testId="blacklist-phone-error" />
      </Box>
      <Box data-testid="blacklist-add-bank">
        <h3>{t('backoffice.blacklist.addBank')}</h3>
        <form onSubmit={submitBank}>
          <ConsoleSelectField field={BANK_FIELD} value={bank} onValue={setBank} options={BANK_CODES} />
          <ConsoleTextField
            field={ACCOUNT_FIELD}
            hint={t('backoffice.blacklist.accountHint', { digits: BANK_ACCOUNT_DIGITS[bank] })}
            maxLength={BANK_ACCOUNT_DIGITS[bank]}
            value={number}
            onValue={setNumber}
          />
          <ReasonAndSubmit
            kind="bank"
            reason={bankReason}
            onReason={setBankReason}
            disabled={!bankOk || addBank.isPending}
          />
        </form>
        {addBank.data && !addBank.isPending && (
          <Added value={`${addBank.data.bank_code} ${addBank.data.bank_account_number}`} holder={addBank.data.holder} />
        )}
        <ActionError error={addBank.error} testId="blacklist-bank-error" />
      </Box>
    </div>
  );
}
