/** A new PIN typed twice (forgot PIN, change PIN): `new-pin-input` and `new-pin-confirm-input`. */
import { useTranslation } from 'react-i18next';
import { PIN_PATTERN, accountPageTexts } from 'shared-contracts';
import { PinField } from '../../auth';
import { usePageTexts } from '../../i18n';

/** The i18n key of what is wrong with the pair, or null. */
export function newPinError(pin: string, confirm: string): string | null {
  if (!PIN_PATTERN.test(pin)) return 'auth.invalid.pin';
  if (confirm !== pin) return 'auth.invalid.pinMismatch';
  return null;
}

export function NewPinFields({
  pin,
  confirm,
  onPin,
  onConfirm,
  error,
}: {
  pin: string;
  confirm: string;
  onPin(v: string): void;
  onConfirm(v: string): void;
  /** i18n key from newPinError, shown on the field it is about */
  error: string | null;
}) {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  return (
    <>
      <PinField
        label={t('account.newPin')}
        testId="new-pin-input"
        autoComplete="new-password"
        value={pin}
        onChange={onPin}
        error={error === 'auth.invalid.pin' ? t(error) : null}
      />
      <PinField
        label={t('account.newPinConfirm')}
        testId="new-pin-confirm-input"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={error === 'auth.invalid.pinMismatch' ? t(error) : null}
      />
    </>
  );
}
