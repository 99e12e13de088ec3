import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetSlipData, GameDef } from 'shared-contracts';
import { requestLogin } from '../../../app/request-login';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { Button, Notice, Panel } from 'shared-ui';
import { fetchBetSlips } from '../api/fetch-bet-slips';
import { SlipCard } from './SlipCard';

const PAGE = 10;

/** The history tab: the player's slips for this game with per-line status and payout; visitors are asked to log in. */
export function HistoryTab({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const session = useSession();
  const [slips, setSlips] = useState<BetSlipData[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    let live = true;
    setFailed(false);
    fetchBetSlips(api, game, 0, PAGE)
      .then((page) => {
        if (!live) return;
        setSlips(page);
        setMore(page.length === PAGE);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, game, session.status, attempt]);

  if (session.status === 'anonymous') {
    return (
      <Panel icon="lock" title={t('lobby.historyLogin')} testId="history-login">
        <Button type="button" onClick={() => requestLogin(bus)}>
          {t('lobby.loginToBet')}
        </Button>
      </Panel>
    );
  }
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
  if (!slips) return <Notice>{t('lobby.loading')}</Notice>;
  const loadMore = () =>
    fetchBetSlips(api, game, slips.length, PAGE)
      .then((page) => {
        setSlips((s) => [...(s ?? []), ...page]);
        setMore(page.length === PAGE);
      })
      .catch(() => setFailed(true));
  return (
    <div data-testid="history-list">
      {slips.length === 0 && (
        <Panel icon="note" title={t('lobby.historyEmpty')}>
          <p>{t('lobby.linesEmpty')}</p>
        </Panel>
      )}
      {slips.map((s) => (
        <SlipCard
          key={s.slip_id}
          slip={s}
          game={game}
          onChanged={(next) => setSlips((list) => (list ?? []).map((x) => (x.slip_id === next.slip_id ? next : x)))}
        />
      ))}
      {more && (
        <Button type="button" variant="ghost" block onClick={loadMore}>
          {t('lobby.loadMore')}
        </Button>
      )}
    </div>
  );
}
