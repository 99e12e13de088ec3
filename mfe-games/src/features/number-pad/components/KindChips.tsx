import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isUnitKind, satangToBaht, type BetKind, type GameDef } from 'shared-contracts';
import { formatRate } from '../../../ui/format-rate';
import { theme } from 'shared-ui';

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  button {
    appearance: none;
    font: inherit;
    text-align: left;
    border-radius: ${theme.radius.md};
    border: 1.5px solid ${theme.color.line};
    background: #fff;
    padding: 8px 10px;
    min-height: 48px;
    cursor: pointer;
    display: flex;
    flex-direction: column;
  }
  .name {
    font-weight: 700;
    font-size: 15px;
    color: ${theme.color.ink};
  }
  .rate {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.red};
    background: linear-gradient(180deg, #fff, ${theme.color.goldSoft});
    box-shadow: inset 0 0 0 1px ${theme.color.red};
  }
  button[aria-pressed='true'] .name {
    color: ${theme.color.red};
  }
`;

/** Toggle chips for the game's bet kinds (from the catalogue), each with its rate. */
export function KindChips({
  game,
  selected,
  onToggle,
}: {
  game: GameDef;
  selected: readonly BetKind[];
  onToggle: (kind: BetKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chips role="group" aria-label={t('lobby.chooseKinds')}>
      {game.betKinds.map((k) => (
        <button
          key={k.kind}
          type="button"
          aria-pressed={selected.includes(k.kind)}
          data-testid={`kind-${k.kind}`}
          onClick={() => onToggle(k.kind)}
        >
          <span className="name">{t(`betKind.${k.kind}`)}</span>
          <span className="rate">
            {isUnitKind(k.kind) && game.unitPriceSatang
              ? t('lobby.unitPrice', {
                  price: satangToBaht(game.unitPriceSatang),
                  unit: t(`lobby.unitName.${k.kind}`),
                })
              : t('lobby.rate', { rate: formatRate(k.rateX100) })}
          </span>
        </button>
      ))}
    </Chips>
  );
}
