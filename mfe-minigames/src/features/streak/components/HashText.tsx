import styled from '@emotion/styled';
import { Digits, theme } from 'shared-ui';

/** A SHA-256 or a seed shown in full: monospaced, wrapped, on a dashed gold frame. */
export const HashText = styled(Digits)`
  display: block;
  margin: 4px 0 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  border: 1px dashed ${theme.color.gold};
  font-size: 13px;
  letter-spacing: 0.04em;
  word-break: break-all;
  color: ${theme.color.redDark};
`;
