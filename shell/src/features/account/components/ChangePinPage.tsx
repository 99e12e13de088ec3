/**
 * /profile/change-pin (logged in): step 1 a CHANGE_PIN OTP to the player's own phone (`POST users/pin/otp`), step 2
 * the current PIN and the new one twice (`PUT users/pin`; a wrong current PIN counts toward the login block,
 * B5V003 / B5V002). The player's other sessions end; this one stays. The spec names no stored key for it: the flow
 * lives in memory.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_PATTERN, accountPageTexts } from 'shared-contracts';
import { Notice } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { PinField } from '../../auth';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { accountApi } from '../api/account-api';
import { useFlowSubmit } from '../hooks/useFlowSubmit';
import { useOtpFlow } from '../hooks/useOtpFlow';
import { maskPhone } from '../utils/mask';
import { AccountFlowCard } from './AccountFlowCard';
import { LoginRequired } from './LoginRequired';
import { NewPinFields, newPinError } from './NewPinFields';
import { PanelPage } from './PanelPage';
import { usePageTexts } from '../../i18n';

export function ChangePinPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const session = useSession();
  const { profile } = useProfile();
  const flow = useOtpFlow(null);
  const submission = useFlowSubmit(flow);
  const [oldPin, setOldPin] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string | null; pin?: string | null }>({});
  const [done, setDone] = useState(false);

  if (done)
    return (
      <PanelPage
        title={t('account.changePin.doneTitle')}
        testId="change-pin-done"
        to="/profile"
        action={t('account.profile.back')}
      >
        <p>{t('account.changePin.doneBody')}</p>
      </PanelPage>
    );
  if (session.status !== 'authenticated') return <LoginRequired from="/profile/change-pin" testId="page-change-pin" />;

  const submit = () => {
    const found = {
      old: PIN_PATTERN.test(oldPin) ? null : 'auth.invalid.pin',
      pin: newPinError(pin, confirm) ?? (pin === oldPin ? 'account.invalid.samePin' : null),
    };
    setErrors(found);
    const verifiedToken = flow.verifiedToken;
    if (found.old || found.pin || !verifiedToken) return;
    void submission.run(
      async () => {
        await accountApi.changePin(api, { verified_token: verifiedToken, old_pin: oldPin, new_pin: pin });
        flow.restart();
        setDone(true);
      },
      () => setOldPin(''),
    );
  };

  return (
    <AccountFlowCard
      title={t('account.changePin.title')}
      subtitle={t('account.changePin.subtitle')}
      steps={[t('account.stepOtp'), t('account.stepNewPin')]}
      flow={flow}
      submission={submission}
      otp={{ fixedPhone: profile ? maskPhone(profile.phone) : '', send: () => accountApi.requestChangePinOtp(api) }}
      onSubmit={submit}
      submitLabel={t('account.changePin.submit')}
      submitTestId="change-pin-submit"
    >
      <PinField
        label={t('account.currentPin')}
        testId="old-pin-input"
        value={oldPin}
        onChange={setOldPin}
        error={errors.old ? t(errors.old) : null}
      />
      <NewPinFields pin={pin} confirm={confirm} onPin={setPin} onConfirm={setConfirm} error={errors.pin ?? null} />
      {errors.pin === 'account.invalid.samePin' && <Notice tone="error">{t(errors.pin)}</Notice>}
    </AccountFlowCard>
  );
}
