/**
 * /forgot-pin: a player who forgot the PIN. Step 1 proves the phone with a FORGOT_PIN OTP, step 2 sets the new PIN
 * (`POST auth/pin/forgot`); every session of the player ends, and they log in with the new PIN. The flow is kept
 * under STORAGE_KEYS.forgotPin until it ends (a reload resumes it). A spent or late token (C3V001) starts over.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, accountPageTexts } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { authApi } from '../../auth';
import { accountApi } from '../api/account-api';
import { useFlowSubmit } from '../hooks/useFlowSubmit';
import { useOtpFlow } from '../hooks/useOtpFlow';
import { AccountFlowCard } from './AccountFlowCard';
import { NewPinFields, newPinError } from './NewPinFields';
import { PanelPage } from './PanelPage';
import { usePageTexts } from '../../i18n';

export function ForgotPinPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const flow = useOtpFlow(STORAGE_KEYS.forgotPin);
  const submission = useFlowSubmit(flow);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done)
    return (
      <PanelPage
        title={t('account.forgotPin.doneTitle')}
        testId="forgot-pin-done"
        to="/login"
        action={t('header.login')}
        actionTestId="forgot-pin-login"
      >
        <p>{t('account.forgotPin.doneBody')}</p>
      </PanelPage>
    );

  const submit = () => {
    const found = newPinError(pin, confirm);
    setPinError(found);
    const verifiedToken = flow.verifiedToken;
    if (found || !verifiedToken) return;
    void submission.run(async () => {
      await accountApi.forgotPin(api, { verified_token: verifiedToken, pin });
      flow.restart();
      setDone(true);
    });
  };

  return (
    <AccountFlowCard
      title={t('account.forgotPin.title')}
      subtitle={t('account.forgotPin.subtitle')}
      steps={[t('account.stepOtp'), t('account.stepNewPin')]}
      flow={flow}
      submission={submission}
      otp={{ send: (phone) => authApi.requestOtp(api, { phone, purpose: 'FORGOT_PIN' }) }}
      onSubmit={submit}
      submitLabel={t('account.forgotPin.submit')}
      submitTestId="forgot-pin-submit"
    >
      <NewPinFields pin={pin} confirm={confirm} onPin={setPin} onConfirm={setConfirm} error={pinError} />
    </AccountFlowCard>
  );
}
