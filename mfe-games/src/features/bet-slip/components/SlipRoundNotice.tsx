import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatThaiDrawDate, type GameDef } from 'shared-contracts';
import { Button, Notice, theme } from 'shared-ui';
import type { SlipRound } from '../../number-pad';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.line};
  font-size: 14px;
  strong {
    color: ${theme.color.red};
  }
  .closes {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

/** The part of a round (`current_round`, `all_rounds[]`) a slip is pinned to; null for none. */
export function slipRoundOf(round: SlipRound | null | undefined): SlipRound | null {
  return round
    ? { round_id: round.round_id, round_no: round.round_no, end_date: round.end_date, end_at: round.end_at }
    : null;
}

/** "งวดวันที่ 28 พฤศจิกายน 2569", with "· รอบที่ 21" for a game of many rounds a day (yeekee). */
export function useSlipRoundName(game: GameDef): (round: SlipRound) => string {
  const { t } = useTranslation();
  return (round) =>
    t('lobby.drawDate', { date: formatThaiDrawDate(round.end_date) }) +
    (game.schedule?.calendar === 'FREQUENT' && round.round_no
      ? ` · ${t('lobby.roundNo', { no: round.round_no })}`
      : '');
}

/**
 * The round the summary's slip goes to (pinned when the summary opened: `GamePadState.slipRound`) and when it
 * closes: the slip goes to this round or nowhere. When the round in view is another one (the pinned round closed
 * while the summary was open) it says so and offers to move the slip to that round: never without the player.
 */
export function SlipRoundNotice({
  game,
  round,
  next,
  onMove,
}: {
  game: GameDef;
  round: SlipRound;
  /** The round now open, when the slip's round is no longer the one in view; else null. */
  next: SlipRound | null;
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const name = useSlipRoundName(game);
  return (
    <>
      <Line data-testid="summary-round" data-round-id={round.round_id}>
        <span>
          {t('lobby.slipFor')} <strong>{name(round)}</strong>
        </span>
        <span className="closes">{t('lobby.closesAt', { time: formatThaiDateTime(round.end_at) })}</span>
      </Line>
      {next && (
        <Notice tone="warn" role="alert" data-testid="summary-round-closed">
          {t('lobby.slipRoundClosed', { round: name(round) })}
          <div style={{ marginTop: 8 }}>
            <Button type="button" variant="gold" data-testid="summary-move-round" onClick={onMove}>
              {t('lobby.slipMoveRound', { round: name(next) })}
            </Button>
          </div>
        </Notice>
      )}
    </>
  );
}
