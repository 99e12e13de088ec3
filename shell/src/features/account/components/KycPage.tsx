/**
 * /profile/kyc (logged in): the identity check with the Thai id card (`POST users/kyc`): citizen id, laser code,
 * names and birth date. The card's shapes are checked here as the api does (`normaliseCitizenId`,
 * `normaliseLaserCode`); the api's refusals (E20006-E20009, E10409 already verified) show in Thai. A verified
 * player (the profile's `kyc_verified`) sees that instead of the form.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppError, accountPageTexts, normaliseCitizenId, normaliseLaserCode } from 'shared-contracts';
import { Button, Notice, Page, TextField } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { AuthCard, errorText } from '../../auth';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { usePageTexts } from '../../i18n';
import { accountApi } from '../api/account-api';
import { LoginRequired } from './LoginRequired';
import { PanelPage } from './PanelPage';

/** The api codes with a KYC text of their own (account.kyc.errors.*). */
const KYC_CODES = ['E20006', 'E20007', 'E20008', 'E20009', 'E10409'];

type Field = 'citizenId' | 'laserCode' | 'firstName' | 'lastName' | 'birthDate';

const FIELD_TEST_IDS: Record<Field, string> = {
  citizenId: 'kyc-citizen-id',
  laserCode: 'kyc-laser-code',
  firstName: 'kyc-first-name',
  lastName: 'kyc-last-name',
  birthDate: 'kyc-birth-date',
};

export function KycPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const queryClient = useQueryClient();
  const session = useSession();
  const { profile } = useProfile();
  const [values, setValues] = useState<Record<Field, string>>({
    citizenId: '',
    laserCode: '',
    firstName: '',
    lastName: '',
    birthDate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneLast4, setDoneLast4] = useState<string | null>(null);

  if (session.status !== 'authenticated') return <LoginRequired from="/profile/kyc" testId="page-kyc" />;
  if (doneLast4 !== null || profile?.kyc_verified)
    return (
      <PanelPage title={t('account.kyc.doneTitle')} testId="kyc-done" to="/profile" action={t('account.profile.back')}>
        <p>{doneLast4 !== null ? t('account.kyc.doneBody', { last4: doneLast4 }) : t('account.kyc.alreadyBody')}</p>
      </PanelPage>
    );

  /** The `TextField` props every field shares: its label, test id, value, error, and an edit that clears the error. */
  const field = (name: Field) => ({
    label: t(`account.kyc.${name}`),
    testId: FIELD_TEST_IDS[name],
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!normaliseCitizenId(values.citizenId)) found.citizenId = t('account.kyc.errors.E20006');
    if (!normaliseLaserCode(values.laserCode)) found.laserCode = t('account.kyc.errors.E20007');
    if (!values.firstName.trim()) found.firstName = t('account.kyc.required');
    if (!values.lastName.trim()) found.lastName = t('account.kyc.required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate)) found.birthDate = t('account.kyc.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const data = await accountApi.verifyIdentity(api, {
        citizen_id: values.citizenId,
        laser_code: values.laserCode,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        birth_date: values.birthDate,
      });
      await queryClient.invalidateQueries({ queryKey: shellKeys.profile(session.customerCode) });
      setDoneLast4(data.citizen_id_last4);
    } catch (err) {
      setFailure(
        err instanceof AppError && KYC_CODES.includes(err.code)
          ? t(`account.kyc.errors.${err.code}`)
          : errorText(err, t),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page as="main" narrow>
      <AuthCard title={t('account.kyc.title')} subtitle={t('account.kyc.subtitle')}>
        {failure && (
          <Notice tone="error" role="alert" data-testid="kyc-error">
            {failure}
          </Notice>
        )}
        <form
          data-testid="page-kyc"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <TextField {...field('citizenId')} inputMode="numeric" autoComplete="off" maxLength={17} />
          <TextField {...field('laserCode')} autoComplete="off" maxLength={14} hint={t('account.kyc.laserHint')} />
          <TextField {...field('firstName')} autoComplete="given-name" maxLength={100} />
          <TextField {...field('lastName')} autoComplete="family-name" maxLength={100} />
          <TextField {...field('birthDate')} type="date" autoComplete="bday" />
          <p css={{ fontSize: '0.85rem', margin: '0 0 0.75rem' }}>{t('account.kyc.privacy')}</p>
          <Button type="submit" variant="gold" block disabled={busy} data-testid="kyc-submit">
            {busy ? t('auth.submitting') : t('account.kyc.submit')}
          </Button>
        </form>
      </AuthCard>
    </Page>
  );
}
