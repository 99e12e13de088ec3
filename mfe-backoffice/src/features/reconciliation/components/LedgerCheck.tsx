/**
 * The double-entry check (`GET backoffice/reconciliation/ledger`): a green notice when postings sum to zero,
 * every transfer balances and every balance equals its postings, else a red one with the mismatching accounts;
 * then the balances per account kind (the house split into stripes and payout pools) and the transfers per kind
 * in the chosen range. Baht from satang.
 */
import { Card, Muted, Notice } from 'shared-ui';
import { ActionError, useConsoleT } from '../../console';
import type { ReconciliationFilter } from '../api/reconciliation-api';
import { useLedgerCheck } from '../hooks/useReconciliation';
import { baht } from './format';
import { Table, TableScroll } from './Table';

const num = (satang: number) => <td className={satang < 0 ? 'num neg' : 'num'}>{baht(satang)}</td>;

export function LedgerCheck({ filter }: { filter: ReconciliationFilter }) {
  const t = useConsoleT();
  const query = useLedgerCheck(filter);
  const d = query.data;
  return (
    <Card data-testid="ledger-check">
      <h2>{t('backoffice.reconciliation.ledgerTitle')}</h2>
      {query.isError && <ActionError error={query.error} testId="ledger-error" />}
      {!d && !query.isError && <Muted>{t('backoffice.common.loading')}</Muted>}
      {d && (
        <>
          {d.ok ? (
            <Notice tone="success" data-testid="ledger-ok">
              {t('backoffice.reconciliation.ledgerOk', { count: d.postings_count })}
            </Notice>
          ) : (
            <Notice tone="error" role="alert" data-testid="ledger-bad">
              {t('backoffice.reconciliation.ledgerBad', {
                sum: baht(d.postings_sum_satang),
                unbalanced: d.unbalanced_transfers,
                count: d.mismatched_count,
              })}
            </Notice>
          )}
          {d.mismatched_accounts.length > 0 && (
            <TableScroll>
              <Table data-testid="ledger-mismatches">
                <thead>
                  <tr>
                    <th>{t('backoffice.reconciliation.account')}</th>
                    <th>{t('backoffice.reconciliation.kind')}</th>
                    <th className="num">{t('backoffice.reconciliation.balance')}</th>
                    <th className="num">{t('backoffice.reconciliation.postings')}</th>
                    <th className="num">{t('backoffice.reconciliation.difference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.mismatched_accounts.map((a) => (
                    <tr key={a.account_id} data-testid={`mismatch-${a.code}`}>
                      <td>{a.code}</td>
                      <td>{a.kind}</td>
                      {num(a.balance_satang)}
                      {num(a.postings_satang)}
                      {num(a.difference_satang)}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
          <Muted>
            {t('backoffice.reconciliation.houseSplit', {
              total: baht(d.house.balance_satang),
              stripes: baht(d.house.stripes_satang),
              pools: baht(d.house.pools_satang),
            })}
          </Muted>
          <TableScroll>
            <Table data-testid="ledger-account-kinds">
              <thead>
                <tr>
                  <th>{t('backoffice.reconciliation.kind')}</th>
                  <th className="num">{t('backoffice.reconciliation.accounts')}</th>
                  <th className="num">{t('backoffice.reconciliation.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {d.account_kinds.map((k) => (
                  <tr key={k.kind}>
                    <td>{k.kind}</td>
                    <td className="num">{k.accounts}</td>
                    {num(k.balance_satang)}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <h3>{t('backoffice.reconciliation.transferKinds')}</h3>
          <TableScroll>
            <Table data-testid="ledger-transfer-kinds">
              <thead>
                <tr>
                  <th>{t('backoffice.reconciliation.kind')}</th>
                  <th className="num">{t('backoffice.reconciliation.transfers')}</th>
                  <th className="num">{t('backoffice.reconciliation.volume')}</th>
                  <th className="num">{t('backoffice.reconciliation.player')}</th>
                  <th className="num">{t('backoffice.reconciliation.house')}</th>
                  <th className="num">{t('backoffice.reconciliation.rail')}</th>
                </tr>
              </thead>
              <tbody>
                {d.transfer_kinds.length === 0 && (
                  <tr>
                    <td colSpan={6}>{t('backoffice.reconciliation.empty')}</td>
                  </tr>
                )}
                {d.transfer_kinds.map((k) => (
                  <tr key={k.kind}>
                    <td>{k.kind}</td>
                    <td className="num">{k.transfers}</td>
                    {num(k.volume_satang)}
                    {num(k.player_satang)}
                    {num(k.house_satang)}
                    {num(k.rail_satang)}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}
