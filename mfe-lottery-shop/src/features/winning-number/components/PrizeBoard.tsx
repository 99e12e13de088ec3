import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { GLO_PRIZE_SATANG, formatBaht, type GovernmentWinningResult } from 'shared-contracts';
import { Muted, theme } from 'shared-ui';
import { PRIZE_ROWS } from '../utils/to-glo-draw';

const Board = styled.div`
  .tier {
    margin: 12px 0 4px;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    h3 {
      margin: 0;
      font-size: 15px;
      color: ${theme.color.red};
    }
  }
  .nums {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .nums span {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 15px;
    padding: 4px 8px;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.cream};
  }
  .first .nums span {
    font-size: 30px;
    color: ${theme.color.red};
    background: ${theme.color.goldSoft};
    letter-spacing: 0.12em;
  }
`;

/** Every prize of one draw, in the official sheet's order, with the prize per ticket. */
export function PrizeBoard({ result }: { result: GovernmentWinningResult }) {
  const { t } = useTranslation();
  return (
    <Board data-testid="prize-board">
      {PRIZE_ROWS.map(({ tier, field }) => {
        const numbers = result[field] as string[];
        if (numbers.length === 0) return null;
        return (
          <section key={tier} className={tier === 'FIRST' ? 'first' : undefined} data-testid={`prize-${tier}`}>
            <div className="tier">
              <h3>{t(`lotteryShop.prize.${tier}`)}</h3>
              <Muted>
                {t('lotteryShop.prize.amountEach', {
                  amount: formatBaht(GLO_PRIZE_SATANG[tier], { decimals: false }),
                })}
              </Muted>
            </div>
            <div className="nums">
              {numbers.map((n, i) => (
                <span key={`${n}-${i}`}>{n}</span>
              ))}
            </div>
          </section>
        );
      })}
    </Board>
  );
}
