import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { Button, Notice, Panel } from 'shared-ui';
import { useWinningNumbers } from '../hooks/useWinningNumbers';
import { ResultCard } from './ResultCard';
import { LoadFailed } from '../../../ui/LoadFailed';

/** The winning-number tab: past results of this game, newest first, ten more at a time. */
export function WinningTab({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const { results, failed, more, loadMore, retry } = useWinningNumbers(game);

  if (failed) {
    return <LoadFailed onRetry={retry} />;
  }
  if (!results) return <Notice>{t('lobby.loading')}</Notice>;
  return (
    <div data-testid="winning-list">
      {results.length === 0 && <Panel icon="trophy" title={t('lobby.winningEmpty')} />}
      {results.map((r) => (
        <ResultCard key={r.round_id} result={r} />
      ))}
      {more && (
        <Button type="button" variant="ghost" block onClick={loadMore}>
          {t('lobby.loadMore')}
        </Button>
      )}
    </div>
  );
}
