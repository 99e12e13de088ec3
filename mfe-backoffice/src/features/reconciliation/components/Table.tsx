/**
 * The reconciliation tables: full width, numbers right-aligned, scrolling sideways on a phone instead of overflowing;
 * and their money columns (heads and cells).
 */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';
import { useConsoleT } from '../../console';
import { baht } from './format';

export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin-top: 12px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.color.line};
    white-space: nowrap;
  }
  th.num,
  td.num {
    text-align: right;
    font-family: ${theme.font.number};
  }
  td.neg {
    color: ${theme.color.danger};
  }
  tfoot td {
    font-weight: 700;
  }
`;

/** The four money columns a reconciliation table ends with, in satang. */
export interface MoneyColumns {
  stakes_satang: number;
  payouts_satang: number;
  refunds_satang: number;
  net_satang: number;
}

const MONEY_COLUMNS = ['stakes', 'payouts', 'refunds', 'net'] as const;

/** The heads of the money columns: stakes, payouts, refunds, net. */
export function MoneyHeads() {
  const t = useConsoleT();
  return (
    <>
      {MONEY_COLUMNS.map((c) => (
        <th key={c} className="num">
          {t(`backoffice.reconciliation.${c}`)}
        </th>
      ))}
    </>
  );
}

/** A row's money cells in `MoneyHeads`' order: baht, right-aligned, red below zero. */
export function MoneyCells({ of }: { of: MoneyColumns }) {
  return (
    <>
      {MONEY_COLUMNS.map((c) => {
        const satang = of[`${c}_satang`];
        return (
          <td key={c} className={satang < 0 ? 'num neg' : 'num'}>
            {baht(satang)}
          </td>
        );
      })}
    </>
  );
}
