import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatThaiDrawDate, type GameDef } from 'shared-contracts';
import { theme } from 'shared-ui';
import type { RoundView } from '../api/fetch-current-round';
import { useCountdown } from '../hooks/useCountdown';
import { FavoriteStar } from '../../favorite';
import { CountdownClock } from './CountdownClock';
import { RoundStatusBadge } from './RoundStatusBadge';

const Header = styled.header`
  position: relative;
  overflow: hidden;
  margin: 8px 0 12px;
  padding: 16px;
  border-radius: ${theme.radius.lg};
  color: #fff;
  background:
    radial-gradient(circle at 100% 0%, rgba(212, 160, 23, 0.35), transparent 45%),
    linear-gradient(135deg, ${theme.color.redSoft}, ${theme.color.red} 55%, ${theme.color.redDark});
  border: 1px solid ${theme.color.gold};
  box-shadow: ${theme.shadow.raised};
  .top {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 8px;
  }
  h1 {
    margin: 0;
    font-size: 22px;
    line-height: 1.3;
    color: ${theme.color.goldLight};
    text-shadow: 0 1px 0 rgba(0, 0, 0, 0.3);
  }
  .date {
    margin: 4px 0 0;
    font-size: 15px;
    opacity: 0.95;
  }
  .bottom {
    margin-top: 14px;
    display: flex;
    justify-content: space-between;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
  }
  .label {
    font-size: 13px;
    opacity: 0.85;
    margin-bottom: 4px;
  }
  .side {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 8px;
  }
  .closes {
    font-size: 12px;
    opacity: 0.85;
    text-align: right;
  }
`;

/**
 * The lobby's header card: the game's Thai name, the draw date (Buddhist era), a live countdown to
 * close (or to the result while closed) and the round status badge. Reloads the round at zero.
 */
export function LobbyHeader({
  game,
  round,
  loadedAt,
  onExpire,
}: {
  game: GameDef;
  round: RoundView;
  loadedAt: number;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(round.seconds, loadedAt, onExpire);
  const current = round.data?.current_round ?? null;
  return (
    <Header>
      <div className="top">
        <div>
          <h1 data-testid="lobby-title">{t(game.labelKey)}</h1>
          <p className="date" data-testid="draw-date">
            {current
              ? t('lobby.drawDate', { date: formatThaiDrawDate(current.end_date) })
              : round.status === 'checking'
                ? t('lobby.loadingRound')
                : t('lobby.noRound')}
          </p>
        </div>
        <div className="side">
          <RoundStatusBadge status={round.status} />
          <FavoriteStar game={game} />
        </div>
      </div>
      <div className="bottom">
        <div>
          <div className="label">{round.status === 'closed' ? t('lobby.resultIn') : t('lobby.closesIn')}</div>
          <CountdownClock seconds={left} />
        </div>
        {current && <div className="closes">{t('lobby.closesAt', { time: formatThaiDateTime(current.end_at) })}</div>}
      </div>
    </Header>
  );
}
