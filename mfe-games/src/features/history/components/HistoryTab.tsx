import { useTranslation } from 'react-i18next';
import { gameByCode, type GameDef } from 'shared-contracts';
import { requestLogin, useRemote, useSession, Button, Notice, Panel } from 'shared-ui';
import { useBetSlips } from '../hooks/useBetSlips';
import { ALL_SLIPS_PATH } from '../all-slips-path';
import { SlipCard } from './SlipCard';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * The history tab: the player's slips for this game (every draw game's when `game` is null: the โพยทั้งหมด page)
 * with per-line status and payout; visitors are asked to log in.
 */
export function HistoryTab({ game }: { game: GameDef | null }) {
  const { t } = useTranslation();
  const { bus, navigate } = useRemote();
  const session = useSession();
  const { slips, failed, more, loadMore, retry, replaceSlip } = useBetSlips(game);

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
    return <LoadFailed onRetry={retry} />;
  }
  if (!slips) return <Notice>{t('lobby.loading')}</Notice>;
  return (
    <div data-testid="history-list">
      {game !== null && (
        <Button
          type="button"
          variant="ghost"
          small
          data-testid="history-all-games"
          onClick={() => navigate(ALL_SLIPS_PATH)}
          style={{ marginBottom: 8 }}
        >
          {t('lobby.allSlipsLink')}
        </Button>
      )}
      {slips.length === 0 && (
        <Panel icon="note" title={t('lobby.historyEmpty')}>
          <p>{t('lobby.linesEmpty')}</p>
        </Panel>
      )}
      {slips.map((s) => (
        <SlipCard
          key={s.slip_id}
          slip={s}
          game={game ?? gameByCode(s.game_code)}
          showGame={game === null}
          onChanged={replaceSlip}
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
