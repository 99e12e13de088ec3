/**
 * Stakes and payouts per round (`GET backoffice/reconciliation/rounds`), one page at a time: a bar chart of
 * stakes against payouts for the page's rounds (oldest left), and the table of slips, stakes, payouts, refunds
 * and net per round, latest draw first, with previous/next. Baht from satang.
 */
import { useState } from 'react';
import { Button, Card, Muted, Row } from 'shared-ui';
import { ActionError, useConsoleLang, useConsoleT } from '../../console';
import type { ReconciliationFilter } from '../api/reconciliation-api';
import { useRoundReconciliation } from '../hooks/useReconciliation';
import { BarChart } from './BarChart';
import { dayLabel } from './format';
import { MoneyCells, MoneyHeads, Table, TableScroll } from './Table';

export const ROUNDS_PAGE_SIZE = 20;

export function RoundsSection({ filter }: { filter: ReconciliationFilter }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const [page, setPage] = useState(1);
  const query = useRoundReconciliation(filter, page, ROUNDS_PAGE_SIZE);
  const d = query.data;
  const pages = d ? Math.max(1, Math.ceil(d.total / d.page_size)) : 1;
  const oldestFirst = d ? [...d.rounds].reverse() : [];
  const roundLabel = (r: { game_code: string; draw_date: string; round_no: number }) =>
    `${r.game_code} ${dayLabel(r.draw_date, lang)}${r.round_no > 1 ? ` #${r.round_no}` : ''}`;
  return (
    <Card data-testid="round-reconciliation">
      <h2>{t('backoffice.reconciliation.roundsTitle')}</h2>
      {query.isError && <ActionError error={query.error} testId="rounds-error" />}
      {!d && !query.isError && <Muted>{t('backoffice.common.loading')}</Muted>}
      {d && d.rounds.length === 0 && <Muted data-testid="rounds-empty">{t('backoffice.reconciliation.empty')}</Muted>}
      {d && d.rounds.length > 0 && (
        <>
          <BarChart
            testId="rounds-chart"
            label={t('backoffice.reconciliation.roundsTitle')}
            labels={oldestFirst.map(roundLabel)}
            series={[
              { label: t('backoffice.reconciliation.stakes'), values: oldestFirst.map((r) => r.stakes_satang) },
              {
                label: t('backoffice.reconciliation.payouts'),
                values: oldestFirst.map((r) => r.payouts_satang),
                colour: '#d4a017',
              },
            ]}
          />
          <TableScroll>
            <Table data-testid="rounds-table">
              <thead>
                <tr>
                  <th>{t('backoffice.reconciliation.round')}</th>
                  <th>{t('backoffice.reconciliation.game')}</th>
                  <th>{t('backoffice.reconciliation.drawDate')}</th>
                  <th>{t('backoffice.reconciliation.state')}</th>
                  <th className="num">{t('backoffice.reconciliation.slips')}</th>
                  <MoneyHeads />
                </tr>
              </thead>
              <tbody>
                {d.rounds.map((r) => (
                  <tr key={r.round_id} data-testid={`round-row-${r.round_id}`}>
                    <td>{r.round_id}</td>
                    <td>{r.game_code}</td>
                    <td>
                      {dayLabel(r.draw_date, lang)}
                      {r.round_no > 1 ? ` #${r.round_no}` : ''}
                    </td>
                    <td>{r.state}</td>
                    <td className="num">{r.slips}</td>
                    <MoneyCells of={r} />
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
      {d && d.total > d.page_size && (
        <Row>
          <Button
            small
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            data-testid="rounds-prev"
          >
            {t('backoffice.reconciliation.prev')}
          </Button>
          <Muted>{t('backoffice.reconciliation.page', { page, pages })}</Muted>
          <Button
            small
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            data-testid="rounds-next"
          >
            {t('backoffice.reconciliation.next')}
          </Button>
        </Row>
      )}
    </Card>
  );
}
