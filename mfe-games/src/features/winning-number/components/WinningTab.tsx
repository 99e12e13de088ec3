import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDef, WinningNumberData } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { Button, Notice, Panel } from 'shared-ui';
import { fetchWinningNumbers } from '../api/fetch-winning-numbers';
import { ResultCard } from './ResultCard';

const PAGE = 10;

/** The winning-number tab: past results of this game, newest first, ten more at a time. */
export function WinningTab({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const { api } = useRemote();
  const [limit, setLimit] = useState(PAGE);
  const [results, setResults] = useState<WinningNumberData[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    fetchWinningNumbers(api, game, limit)
      .then((r) => live && setResults(r))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, game, limit, attempt]);

  if (failed) {
    return (
      <Notice tone="error" role="alert">
        {t('lobby.loadFailed')}{' '}
        <Button type="button" variant="ghost" onClick={() => setAttempt((a) => a + 1)}>
          {t('lobby.retry')}
        </Button>
      </Notice>
    );
  }
  if (!results) return <Notice>{t('lobby.loading')}</Notice>;
  return (
    <div data-testid="winning-list">
      {results.length === 0 && <Panel icon="trophy" title={t('lobby.winningEmpty')} />}
      {results.map((r) => (
        <ResultCard key={r.round_id} result={r} />
      ))}
      {results.length >= limit && (
        <Button type="button" variant="ghost" block onClick={() => setLimit((l) => l + PAGE)}>
          {t('lobby.loadMore')}
        </Button>
      )}
    </div>
  );
}
