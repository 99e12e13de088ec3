/** The reconciliation tables: full width, numbers right-aligned, scrolling sideways on a phone instead of overflowing. */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

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
