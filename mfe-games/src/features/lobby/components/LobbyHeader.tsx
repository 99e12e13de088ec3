import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatThaiDrawDate, type GameDef } from 'shared-contracts';
import { BrandBar } from 'shared-ui';
import type { RoundView } from '../api/fetch-current-round';
import { useCountdown } from '../hooks/useCountdown';
import { FavoriteStar } from '../../favorite';
import { CountdownClock } from './CountdownClock';
import { RoundStatusBadge } from './RoundStatusBadge';

// the lobby's own lines inside the brand card: the countdown's label and the closing time
const Header = styled(BrandBar)`
  .label {
    font-size: 13px;
    opacity: 0.85;
    margin-bottom: 4px;
  }
  .closes {
    font-size: 12px;
    opacity: 0.85;
    text-align: right;
  }
`;

/**
 * The lobby's header, the shared-ui `BrandBar` card: the game's Thai name, the draw date (Buddhist era) and, for
 * yeekee, the round number, a live countdown to
 * close (or to the result while closed) and the round status badge.
 */
export function LobbyHeader({ game, round, loadedAt }: { game: GameDef; round: RoundView; loadedAt: number }) {
  const { t } = useTranslation();
  const left = useCountdown(round.seconds, loadedAt);
  const current = round.data?.current_round ?? null;
  return (
    <Header
      title={t(game.labelKey)}
      titleTestId="lobby-title"
      subtitle={
        current
          ? t('lobby.drawDate', { date: formatThaiDrawDate(current.end_date) }) +
            // a game of many rounds a day (yeekee) names the round too
            (game.schedule?.calendar === 'FREQUENT' && current.round_no
              ? ` · ${t('lobby.roundNo', { no: current.round_no })}`
              : '')
          : round.status === 'checking'
            ? t('lobby.loadingRound')
            : t('lobby.noRound')
      }
      subtitleTestId="draw-date"
      aside={
        <>
          <RoundStatusBadge status={round.status} />
          <FavoriteStar game={game} />
        </>
      }
      footer={
        <>
          <div>
            <div className="label">{round.status === 'closed' ? t('lobby.resultIn') : t('lobby.closesIn')}</div>
            <CountdownClock seconds={left} />
          </div>
          {current && <div className="closes">{t('lobby.closesAt', { time: formatThaiDateTime(current.end_at) })}</div>}
        </>
      }
    />
  );
}
