import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { BetKind, GameDef } from 'shared-contracts';
import { Card, theme } from 'shared-ui';
import { useFamousNumbers } from '../hooks/useFamousNumbers';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    appearance: none;
    font: inherit;
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 16px;
    color: ${theme.color.red};
    padding: 4px 12px;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.gold};
    background: ${theme.color.goldSoft};
    cursor: pointer;
  }
  small {
    font-family: ${theme.font.family};
    font-weight: 400;
    font-size: 12.5px;
    color: ${theme.color.muted};
    margin-left: 4px;
  }
`;

/**
 * The most-staked numbers of the open round for `kind` (famous numbers); tapping one puts it in the
 * pad's input. Hidden while empty or when the call fails.
 */
export function FamousNumbers({ game, kind, onPick }: { game: GameDef; kind: BetKind; onPick: (n: string) => void }) {
  const { t } = useTranslation();
  const data = useFamousNumbers(game, kind);
  if (!data?.numbers.length) return null;
  return (
    <Card data-testid="famous-numbers" data-kind={kind}>
      <h2>
        {t('lobby.famousTitle')} · {t(`betKind.${kind}`)}
      </h2>
      <Chips>
        {data.numbers.map((n) => (
          <button
            key={n.number}
            type="button"
            title={t('lobby.famousHint')}
            data-testid={`famous-number-${n.number}`}
            onClick={() => onPick(n.number)}
          >
            {n.number}
            <small>×{n.player_count}</small>
          </button>
        ))}
      </Chips>
    </Card>
  );
}
