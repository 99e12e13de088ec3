import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatThaiDrawDate, type GloTicketCheck, type GovernmentWinningResult } from 'shared-contracts';
import { Card, Chip, Digits, Row, theme } from 'shared-ui';
import { PrizeBoard } from '../../winning-number';

const Result = styled.li<{ win: boolean }>`
  padding: 10px 12px;
  margin: 8px 0;
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.win ? theme.color.greenSoft : theme.color.cream)};
  border: 1px solid ${(p) => (p.win ? theme.color.green : theme.color.line)};
`;

/**
 * The outcome of a prize check: each number with every prize it won on the draw of `date` (Thai-era date),
 * the total (`totalSatang`) and the draw's whole result sheet.
 */
export function PrizeCheckResults({
  date,
  result,
  checks,
  totalSatang,
}: {
  date: string;
  result: GovernmentWinningResult;
  checks: GloTicketCheck[];
  totalSatang: number;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid="check-results">
      <h2 data-testid="check-draw-date">{t('lotteryShop.drawDate', { date: formatThaiDrawDate(date) })}</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checks.map((c) => (
          <Result
            key={c.ticket}
            win={c.wins.length > 0}
            data-testid={`check-result-${c.ticket}`}
            data-win={c.wins.length > 0}
            data-total={c.totalSatang / 100}
          >
            <Row css={{ justifyContent: 'space-between' }}>
              <Digits css={{ fontSize: 20, color: theme.color.red }}>{c.ticket}</Digits>
              <Chip tone={c.wins.length > 0 ? 'green' : 'muted'}>
                {c.wins.length > 0 ? t('lotteryShop.checking.win') : t('lotteryShop.checking.lose')}
              </Chip>
            </Row>
            {c.wins.map((w, i) => (
              <Row
                key={`${w.tier}-${i}`}
                css={{ justifyContent: 'space-between', fontSize: 14 }}
                data-testid="check-win"
                data-tier={w.tier}
              >
                <span>
                  {t(`lotteryShop.prize.${w.tier}`)} ({w.number})
                </span>
                <strong>{t('lotteryShop.baht', { amount: formatBaht(w.amountSatang, { decimals: false }) })}</strong>
              </Row>
            ))}
          </Result>
        ))}
      </ul>
      <p
        data-testid="check-total"
        data-total={totalSatang / 100}
        css={{ fontWeight: 800, color: theme.color.green, fontSize: 18 }}
      >
        {t('lotteryShop.checking.total', { amount: formatBaht(totalSatang, { decimals: false }) })}
      </p>
      <PrizeBoard result={result} />
    </Card>
  );
}
