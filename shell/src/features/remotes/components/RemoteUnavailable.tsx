/**
 * The Thai maintenance panel shown in place of a remote that is disabled, unreachable or crashed;
 * the header, the tab bar and every other route keep working.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from 'shared-contracts';
import { Button, ButtonLink } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import { AlertIcon } from '../../../ui/icons';

const Panel = styled.section({
  margin: '1.5rem auto',
  maxWidth: '32rem',
  padding: '2rem 1.5rem',
  textAlign: 'center',
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.line}`,
  boxShadow: theme.shadow.card,
});
const Icon = styled.div({
  width: '4.5rem',
  height: '4.5rem',
  margin: '0 auto 1rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: theme.color.primaryDark,
  background: `radial-gradient(circle at 30% 30%, ${theme.color.goldLight}, ${theme.color.gold})`,
  boxShadow: '0 6px 16px rgba(184, 134, 11, 0.35)',
});
const Tag = styled.span({
  display: 'inline-block',
  padding: '0.2rem 0.8rem',
  borderRadius: theme.radius.pill,
  background: theme.color.warningBg,
  color: theme.color.primary,
  fontSize: '0.85rem',
  fontWeight: 700,
  marginBottom: '0.75rem',
});
const Actions = styled.div({
  display: 'flex',
  gap: '0.75rem',
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: '1.5rem',
});

export function RemoteUnavailable({
  name,
  onRetry,
  retrying = false,
}: {
  name: RemoteName | string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Panel data-testid={`remote-unavailable-${name}`} role="alert">
      <Icon aria-hidden>
        <AlertIcon />
      </Icon>
      <Tag>{t(`remotes.${name}`, { defaultValue: name })}</Tag>
      <h2 css={{ margin: '0 0 0.5rem', color: theme.color.primaryDark, fontSize: '1.35rem' }}>
        {t('maintenance.remoteTitle')}
      </h2>
      <p css={{ margin: 0, color: theme.color.muted }}>{t('maintenance.remoteBody')}</p>
      <Actions>
        <Button type="button" onClick={onRetry} disabled={retrying} data-testid={`remote-retry-${name}`}>
          {t('maintenance.retry')}
        </Button>
        <ButtonLink to="/" variant="outline" css={{ color: theme.color.primary }}>
          {t('maintenance.backHome')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
