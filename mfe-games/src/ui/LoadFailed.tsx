/** A list that could not load: the error notice with a retry button (`small` inside a dense board). */
import { useTranslation } from 'react-i18next';
import { Button, Notice } from 'shared-ui';

export function LoadFailed({ onRetry, small }: { onRetry: () => void; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" role="alert">
      {t('lobby.loadFailed')}{' '}
      <Button type="button" variant="ghost" small={small} onClick={onRetry}>
        {t('lobby.retry')}
      </Button>
    </Notice>
  );
}
