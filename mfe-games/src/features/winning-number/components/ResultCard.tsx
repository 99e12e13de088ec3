import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDrawDate, type DrawWinningNumberData } from 'shared-contracts';
import { theme } from 'shared-ui';
import { articleBox, numberTiles } from '../../../ui/card-styles';

const Box = styled.article`
  ${articleBox}
  h3 {
    margin: 0;
    padding: 10px 12px;
    font-size: 15px;
    color: #fff;
    background: linear-gradient(90deg, ${theme.color.red}, ${theme.color.redSoft});
  }
  .first {
    text-align: center;
    padding: 12px;
    border-bottom: 1px dashed ${theme.color.line};
  }
  .first .label {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .first .value {
    font-family: ${theme.font.number};
    font-size: 30px;
    font-weight: 800;
    letter-spacing: 0.15em;
    color: ${theme.color.red};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 0;
    padding: 8px;
    gap: 8px;
  }
  ${numberTiles('dl > div', '18px', 700)}
`;

/** One past result: draw date (Buddhist era) and the derived numbers (top3, top2, bottom2, front3, bottom3). */
export function ResultCard({ result }: { result: DrawWinningNumberData }) {
  const { t } = useTranslation();
  const cells: [string, string][] = [];
  if (result.d6) cells.push(['d6', result.d6]);
  if (result.d4) cells.push(['d4', result.d4]);
  cells.push(['top3', result.top3], ['top2', result.top2], ['bottom2', result.bottom2]);
  if (result.front3.length) cells.push(['front3', result.front3.join(' ')]);
  if (result.bottom3.length) cells.push(['bottom3', result.bottom3.join(' ')]);
  return (
    <Box data-testid={`result-${result.draw_date}`}>
      <h3>
        {t('lobby.drawDate', { date: formatThaiDrawDate(result.draw_date) })}
        {result.round_type && result.round_type !== 'FULLDAY' && ` · ${t(`lobby.roundType.${result.round_type}`)}`}
      </h3>
      {result.first_prize && (
        <div className="first">
          <div className="label">{t('lobby.firstPrize')}</div>
          <div className="value">{result.first_prize}</div>
        </div>
      )}
      <dl>
        {cells.map(([key, value]) => (
          <div key={key} data-testid={`result-${key}`}>
            <dt>{t(`lobby.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
