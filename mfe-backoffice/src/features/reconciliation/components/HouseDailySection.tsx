/**
 * The house's result per game per Bangkok day (`GET backoffice/reconciliation/house-daily`): a stacked bar chart
 * of each game's net per day over the whole range, and the table of stakes, payouts, refunds and net per day and
 * game with the totals. Baht from satang.
 */
import { Card, Muted } from 'shared-ui';
import { ActionError, useConsoleLang, useConsoleT } from '../../console';
import type { ReconciliationFilter } from '../api/reconciliation-api';
import { useHouseDaily } from '../hooks/useReconciliation';
import { BarChart } from './BarChart';
import { datesBetween, dayLabel } from './format';
import { MoneyCells, MoneyHeads, Table, TableScroll } from './Table';

export function HouseDailySection({ filter }: { filter: ReconciliationFilter }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const query = useHouseDaily(filter);
  const d = query.data;
  const dates = d ? datesBetween(d.from, d.to) : [];
  const games = d ? [...new Set(d.days.map((x) => x.game_code))].sort() : [];
  const series = games.map((g) => {
    const byDate = new Map(d!.days.filter((x) => x.game_code === g).map((x) => [x.date, x.net_satang]));
    return { label: g, values: dates.map((date) => byDate.get(date) ?? 0) };
  });
  return (
    <Card data-testid="house-daily">
      <h2>{t('backoffice.reconciliation.dailyTitle')}</h2>
      <Muted>{t('backoffice.reconciliation.dailyHint')}</Muted>
      {query.isError && <ActionError error={query.error} testId="house-daily-error" />}
      {!d && !query.isError && <Muted>{t('backoffice.common.loading')}</Muted>}
      {d && d.days.length === 0 && (
        <Muted data-testid="house-daily-empty">{t('backoffice.reconciliation.empty')}</Muted>
      )}
      {d && d.days.length > 0 && (
        <>
          <BarChart
            testId="house-daily-chart"
            label={t('backoffice.reconciliation.dailyTitle')}
            labels={dates.map((x) => dayLabel(x, lang))}
            series={series}
            stacked
          />
          <TableScroll>
            <Table data-testid="house-daily-table">
              <thead>
                <tr>
                  <th>{t('backoffice.reconciliation.date')}</th>
                  <th>{t('backoffice.reconciliation.game')}</th>
                  <MoneyHeads />
                </tr>
              </thead>
              <tbody>
                {d.days.map((x) => (
                  <tr key={`${x.date}-${x.game_code}`} data-testid={`house-day-${x.date}-${x.game_code}`}>
                    <td>{dayLabel(x.date, lang)}</td>
                    <td>{x.game_code}</td>
                    <MoneyCells of={x} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="house-daily-total">
                  <td colSpan={2}>{t('backoffice.reconciliation.total')}</td>
                  <MoneyCells of={d.totals} />
                </tr>
              </tfoot>
            </Table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}
