import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatBaht, satangToBaht, type GameDef } from 'shared-contracts';
import { formatRate } from '../../../ui/format-rate';
import { theme } from 'shared-ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  .cell {
    background: ${theme.color.goldSoft};
    border-radius: ${theme.radius.md};
    padding: 10px;
  }
  .kind {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  .rate {
    font-size: 17px;
    font-weight: 700;
    color: ${theme.color.red};
  }
`;

/**
 * The game's bet kinds with their rates (or its prize table for set and zodiac games); the lobby passes the game
 * with its rates in force (`useEffectiveGame`).
 */
export function RatesTable({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  if (game.prizeTable?.length) {
    return (
      <>
        {game.unitPriceSatang && (
          <p>
            {t('lobby.unitPrice', {
              price: satangToBaht(game.unitPriceSatang),
              unit: t(`lobby.unitName.${game.betKinds[0]?.kind}`),
            })}
          </p>
        )}
        <Grid data-testid="prize-table">
          {game.prizeTable.map((p) => (
            <div className="cell" key={p.tier}>
              <div className="kind">{t(`lobby.prizeTier.${p.tier}`)}</div>
              <div className="rate">
                {formatBaht(p.satang, { decimals: false })} {t('lobby.baht')}
              </div>
            </div>
          ))}
        </Grid>
      </>
    );
  }
  return (
    <Grid data-testid="rates">
      {game.betKinds.map((k) => (
        <div className="cell" key={k.kind}>
          <div className="kind">{t(`betKind.${k.kind}`)}</div>
          <div className="rate">{t('lobby.rate', { rate: formatRate(k.rateX100) })}</div>
        </div>
      ))}
    </Grid>
  );
}
