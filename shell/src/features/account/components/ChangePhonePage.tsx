/**
 * /profile/change-phone (logged in): step 1 a CHANGE_PHONE OTP to the new phone (`POST users/phone/otp`; the own
 * phone is refused here and by the server, E20019; a taken one is answered like a free one but gets no SMS, so no
 * phone's registration is revealed; E20020 comes from `PUT users/phone`), step 2 the PIN (`PUT users/phone`). The
 * player's other sessions end; this one stays and the profile is read again. Kept under STORAGE_KEYS.changePhone.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, PIN_PATTERN, STORAGE_KEYS, accountPageTexts } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { PinField } from '../../auth';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { accountApi } from '../api/account-api';
import { TOKEN_REFUSED, useFlowSubmit } from '../hooks/useFlowSubmit';
import { useOtpFlow } from '../hooks/useOtpFlow';
import { maskPhone } from '../utils/mask';
import { AccountFlowCard } from './AccountFlowCard';
import { LoginRequired } from './LoginRequired';
import { PanelPage } from './PanelPage';
import { usePageTexts } from '../../i18n';

/** A phone taken since its OTP was sent (E20020) also sends the flow back to step 1: another phone is needed. */
const RESTART_ON = [...TOKEN_REFUSED, ErrorCode.DUPLICATE_PHONE];

export function ChangePhonePage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const session = useSession();
  const { profile } = useProfile();
  const queryClient = useQueryClient();
  const flow = useOtpFlow(STORAGE_KEYS.changePhone);
  const submission = useFlowSubmit(flow, RESTART_ON);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [donePhone, setDonePhone] = useState<string | null>(null);

  if (session.status !== 'authenticated' && !donePhone)
    return <LoginRequired from="/profile/change-phone" testId="page-change-phone" />;
  if (donePhone)
    return (
      <PanelPage
        title={t('account.changePhone.doneTitle')}
        testId="change-phone-done"
        to="/profile"
        action={t('account.profile.back')}
      >
        <p>{t('account.changePhone.doneBody', { phone: maskPhone(donePhone) })}</p>
      </PanelPage>
    );

  const submit = () => {
    if (!PIN_PATTERN.test(pin)) return setPinError(t('auth.invalid.pin'));
    setPinError(null);
    const verifiedToken = flow.verifiedToken;
    if (!verifiedToken) return;
    void submission.run(
      async () => {
        const data = await accountApi.changePhone(api, { verified_token: verifiedToken, pin });
        flow.restart();
        await queryClient.invalidateQueries({ queryKey: shellKeys.profile(session.customerCode) });
        setDonePhone(data.phone);
      },
      () => setPin(''),
    );
  };

  return (
    <AccountFlowCard
      title={t('account.changePhone.title')}
      subtitle={t('account.changePhone.subtitle')}
      steps={[t('account.stepNewPhone'), t('account.stepPin')]}
      flow={flow}
      submission={submission}
      intro={
        profile && (
          <p css={{ margin: '0 0 0.75rem' }} data-testid="change-phone-current">
            {t('account.changePhone.current', { phone: maskPhone(profile.phone) })}
          </p>
        )
      }
      otp={{
        phoneLabel: t('account.newPhone'),
        checkPhone: (phone) => (profile && phone === profile.phone ? t('errors.E20019') : null),
        send: (phone) => accountApi.requestChangePhoneOtp(api, phone),
      }}
      onSubmit={submit}
      submitLabel={t('account.changePhone.submit')}
      submitTestId="change-phone-submit"
    >
      <PinField label={t('account.currentPin')} value={pin} onChange={setPin} error={pinError} />
    </AccountFlowCard>
  );
}
