/**
 * The Thai maintenance panel shown in place of a remote that is disabled, unreachable or crashed (the
 * shared-ui `Panel`); the header, the tab bar and every other route keep working.
 */
import { useTranslation } from 'react-i18next';
import type { RemoteName } from 'shared-contracts';
import { Button, ButtonLink, Chip, Page, Panel } from 'shared-ui';

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
    <Page narrow>
      <Panel
        icon="warning"
        title={t('maintenance.remoteTitle')}
        testId={`remote-unavailable-${name}`}
        role="alert"
        actions={
          <>
            <Button
              type="button"
              variant="gold"
              onClick={onRetry}
              disabled={retrying}
              data-testid={`remote-retry-${name}`}
            >
              {t('maintenance.retry')}
            </Button>
            <ButtonLink to="/" variant="ghost">
              {t('maintenance.backHome')}
            </ButtonLink>
          </>
        }
      >
        <Chip tone="gold" css={{ marginBottom: '12px' }}>
          {t(`remotes.${name}`, { defaultValue: name })}
        </Chip>
        <p>{t('maintenance.remoteBody')}</p>
      </Panel>
    </Page>
  );
}
