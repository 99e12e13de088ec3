/**
 * /connect: start of messaging-app linking (query `callback`, encoded callback URL, and `state`).
 * A placeholder until the linking issue: it keeps the parameters and explains in Thai.
 */
import { useTranslation } from 'react-i18next';
import { ButtonLink, useSearchParams } from 'shared-ui';
import { MessagePage } from './MessagePage';

export function ConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <MessagePage icon="chat" title={t('link.connectTitle')} body={t('link.connectBody')} testId="page-connect">
      <span data-testid="connect-state" hidden>
        {params.get('state') ?? ''}
      </span>
      <ButtonLink to="/" variant="gold">
        {t('maintenance.backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
