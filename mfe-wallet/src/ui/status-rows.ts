/**
 * The wallet's history lists (transactions, withdrawals): each status's chip tone and the list of rows split by
 * dashed lines, shared so both lists show a status and a row alike.
 */
import type { TransactionStatus } from 'shared-contracts';
import { theme, type ChipTone } from 'shared-ui';

/** The chip tone of a transaction's or withdrawal's status. */
export const STATUS_TONE: Record<TransactionStatus, ChipTone> = { PENDING: 'gold', SUCCESS: 'green', CANCEL: 'red' };

/**
 * CSS for a bare `ul` whose `li` rows are grids of `columns` (a grid-template-columns value) with `padding` (a CSS
 * padding value) between dashed lines, the last row without one.
 */
export function dashedRows(columns: string, padding: string): string {
  return `
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: ${columns};
    gap: 2px 8px;
    padding: ${padding};
    border-bottom: 1px dashed ${theme.color.line};
  }
  li:last-child {
    border-bottom: 0;
  }`;
}
