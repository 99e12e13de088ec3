/**
 * /profile (logged in): the player's customer code, phone (masked), bank account (number masked), LINE status
 * (`line_connected` of `GET users/info/me`), the identity check ("ยืนยันตัวตน": verified, or a link to /profile/kyc)
 * the chat display name (ChatNameCard) and the account actions: change phone, change PIN.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Chip, Notice, Page, theme, type ChipTone } from 'shared-ui';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { maskAccountNumber, maskPhone } from '../utils/mask';
import { ChatNameCard } from './ChatNameCard';
import { LineLinkActions } from './LineLinkActions';
import { LoginRequired } from './LoginRequired';
import { usePageTexts } from '../../i18n';
import { accountPageTexts } from 'shared-contracts';

const Card = styled.section({
  background: theme.color.card,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.raised,
  border: `1px solid ${theme.color.line}`,
  padding: '1rem 1.25rem',
  margin: '0.5rem 0 1rem',
});
const Item = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.75rem 0',
  borderBottom: `1px solid ${theme.color.line}`,
  '&:last-of-type': { borderBottom: 'none' },
  '& dt': { color: theme.color.muted, fontSize: '0.9rem', flexShrink: 0 },
  '& dd': { margin: 0, textAlign: 'right', fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' },
});
const Actions = styled.div({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

const LINE_TONE: Record<string, ChipTone> = { CONNECTED: 'green', NOT_CONNECTED: 'muted', LINE_BANNED: 'red' };

export function ProfilePage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const session = useSession();
  const { profile, loading } = useProfile();
  if (session.status !== 'authenticated') return <LoginRequired from="/profile" testId="page-profile" />;
  const bank = profile?.bank_accounts[0];
  return (
    <Page as="main" narrow>
      <h1 css={{ margin: '0.5rem 0', fontSize: '1.4rem' }}>{t('account.profile.title')}</h1>
      {!profile ? (
        <Notice data-testid="page-profile">{loading ? t('common.loading') : t('errors.generic')}</Notice>
      ) : (
        <div data-testid="page-profile">
          <Card as="dl">
            <Item>
              <dt>{t('account.profile.customerCode')}</dt>
              <dd data-testid="profile-customer-code">{profile.customer_code}</dd>
            </Item>
            <Item>
              <dt>{t('auth.phone')}</dt>
              <dd data-testid="profile-phone">{maskPhone(profile.phone)}</dd>
            </Item>
            <Item>
              <dt>{t('account.profile.bankAccount')}</dt>
              <dd data-testid="profile-bank">
                {bank ? (
                  <>
                    {t(`banks.${bank.bank_code}`, { defaultValue: bank.bank_code })}
                    <br />
                    <span css={{ fontFamily: theme.font.number }}>{maskAccountNumber(bank.bank_account_number)}</span>
                    <br />
                    <span css={{ fontWeight: 400 }}>{bank.bank_account_name}</span>
                  </>
                ) : (
                  '—'
                )}
              </dd>
            </Item>
            <Item>
              <dt>{t('account.profile.line')}</dt>
              <dd>
                <Chip tone={LINE_TONE[profile.line_connected] ?? 'muted'} data-testid="profile-line">
                  {t(`account.profile.lineStatus.${profile.line_connected}`)}
                </Chip>
                <div css={{ marginTop: 8 }}>
                  <LineLinkActions state={profile.line_connected} customerCode={profile.customer_code} />
                </div>
              </dd>
            </Item>
          </Card>
          <Card data-testid="profile-kyc">
            <Item>
              <span css={{ fontWeight: 700 }}>{t('account.profile.kyc')}</span>
              <Chip tone={profile.kyc_verified ? 'green' : 'muted'} data-testid="profile-kyc-status">
                {profile.kyc_verified ? t('account.profile.kycVerified') : t('account.profile.kycPending')}
              </Chip>
            </Item>
            {!profile.kyc_verified && (
              <ButtonLink to="/profile/kyc" variant="gold" block data-testid="profile-kyc-start">
                {t('account.profile.kycStart')}
              </ButtonLink>
            )}
          </Card>
          <Card>
            <h2 css={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>{t('account.chatName.title')}</h2>
            <ChatNameCard customerCode={session.customerCode} />
          </Card>
          <Actions>
            <ButtonLink to="/profile/change-phone" variant="outline" block data-testid="profile-change-phone">
              {t('account.changePhone.title')}
            </ButtonLink>
            <ButtonLink to="/profile/change-pin" variant="outline" block data-testid="profile-change-pin">
              {t('account.changePin.title')}
            </ButtonLink>
          </Actions>
        </div>
      )}
    </Page>
  );
}
