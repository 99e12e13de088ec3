import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../i18n';
import { AccountStep, validateAccount } from './AccountStep';

function renderStep(onSubmit = jest.fn()) {
  render(
    <I18nextProvider i18n={createShellI18n()}>
      <AccountStep busy={false} initialInviteCode="" onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

function fillValidAccount() {
  fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '246813' } });
  fireEvent.change(screen.getByTestId('pin-confirm-input'), { target: { value: '246813' } });
  fireEvent.change(screen.getByTestId('bank-select'), { target: { value: 'KBANK' } });
  fireEvent.change(screen.getByTestId('bank-account-number'), { target: { value: '1234567890' } });
  fireEvent.change(screen.getByTestId('bank-account-name'), { target: { value: 'สมหญิง ใจดี' } });
}

describe('<AccountStep> age confirmation', () => {
  it('shows the Thai 20+ confirmation and keeps the submit disabled until it is ticked', () => {
    const onSubmit = renderStep();
    expect(screen.getByText('ข้าพเจ้ายืนยันว่ามีอายุ 20 ปีบริบูรณ์ขึ้นไป')).toBeInTheDocument();
    fillValidAccount();
    const submit = screen.getByTestId('register-submit');
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('age-confirm'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      pin: '246813',
      bank_code: 'KBANK',
      bank_account_number: '1234567890',
      bank_account_name: 'สมหญิง ใจดี',
      age_confirmed: true,
    });
  });

  it('unticking disables the submit again', () => {
    renderStep();
    const box = screen.getByTestId('age-confirm');
    fireEvent.click(box);
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    fireEvent.click(box);
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });

  it('validateAccount names the missing confirmation', () => {
    const fields = {
      pin: '246813',
      pinConfirm: '246813',
      bank_code: 'KBANK' as const,
      bank_account_number: '1234567890',
      bank_account_name: 'สมหญิง ใจดี',
    };
    expect(validateAccount({ ...fields, age_confirmed: false })).toEqual({ age_confirmed: 'auth.invalid.ageConfirm' });
    expect(validateAccount({ ...fields, age_confirmed: true })).toEqual({});
  });

  it('validateAccount wants the digits of the chosen bank (GSB and BAAC 12, the others 10), like the api (E20011)', () => {
    const fields = { pin: '246813', pinConfirm: '246813', bank_account_name: 'สมหญิง ใจดี', age_confirmed: true };
    expect(validateAccount({ ...fields, bank_code: 'GSB', bank_account_number: '1234567890' })).toEqual({
      bank_account_number: 'errors.E20011',
    });
    expect(validateAccount({ ...fields, bank_code: 'GSB', bank_account_number: '123456789012' })).toEqual({});
    expect(validateAccount({ ...fields, bank_code: 'SCB', bank_account_number: '123456789012' })).toEqual({
      bank_account_number: 'errors.E20011',
    });
  });
});
