import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { inBangkok, type CurrentRoundData } from 'shared-contracts';
import { theme } from 'shared-ui';

const Row = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  margin: 0 0 12px;
  .label {
    align-self: center;
    font-size: 13px;
    color: ${theme.color.muted};
    white-space: nowrap;
  }
  button {
    appearance: none;
    font: inherit;
    font-size: 13px;
    padding: 6px 12px;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.line};
    background: #fff;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.red};
    color: ${theme.color.red};
    background: ${theme.color.goldSoft};
    font-weight: 700;
  }
`;

/**
 * Sessions open for bets (stock markets with a morning and an afternoon close): the player picks the
 * round the slip goes to, from `all_rounds`. Hidden when only one round is open.
 */
export function RoundPicker({
  data,
  selected,
  onSelect,
}: {
  data: CurrentRoundData | null;
  selected: string | null;
  onSelect: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const rounds = (data?.all_rounds ?? []).filter((r) => r.state === 'open');
  if (rounds.length < 2) return null;
  return (
    <Row role="group" aria-label={t('lobby.chooseRound')} data-testid="round-picker">
      <span className="label">{t('lobby.chooseRound')}</span>
      {rounds.map((r) => (
        <button
          key={r.round_id}
          type="button"
          aria-pressed={selected === r.round_id}
          data-testid={`round-option-${r.round_type}`}
          data-round-id={r.round_id}
          onClick={() => onSelect(r.round_id)}
        >
          {t(`lobby.roundType.${r.round_type}`, { defaultValue: r.round_type })} ·{' '}
          {t('lobby.roundClosesAt', { time: inBangkok(r.end_at).format('HH:mm') })}
        </button>
      ))}
    </Row>
  );
}
