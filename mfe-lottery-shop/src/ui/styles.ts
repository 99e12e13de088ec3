/** Small shared pieces of the shop's look (on top of shared-ui). */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

export const Muted = styled.p`
  margin: 4px 0;
  color: ${theme.color.muted};
  font-size: 14px;
  line-height: 1.5;
`;

export const Digits = styled.span`
  font-family: ${theme.font.number};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.12em;
  font-weight: 700;
`;

export const Chip = styled.span<{ tone?: 'gold' | 'green' | 'red' | 'muted' | 'blue' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 12.5px;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) =>
    ({
      gold: theme.color.goldSoft,
      green: theme.color.greenSoft,
      red: theme.color.dangerSoft,
      muted: theme.color.cream,
      blue: theme.color.blueSoft,
    })[p.tone ?? 'muted']};
  color: ${(p) =>
    ({
      gold: theme.color.redDark,
      green: theme.color.green,
      red: theme.color.danger,
      muted: theme.color.muted,
      blue: theme.color.blue,
    })[p.tone ?? 'muted']};
`;

export const Field = styled.label`
  display: block;
  font-size: 14px;
  color: ${theme.color.muted};
  margin: 8px 0;
  select,
  input {
    display: block;
    width: 100%;
    margin-top: 4px;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    font-size: 16px;
    color: ${theme.color.ink};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: #fff;
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  button {
    appearance: none;
    border: 0;
    background: ${theme.color.cream};
    color: ${theme.color.red};
    width: 40px;
    height: 40px;
    font-size: 20px;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
  }
  input {
    width: 48px;
    height: 40px;
    border: 0;
    text-align: center;
    font: inherit;
    font-size: 16px;
    font-weight: 700;
    -moz-appearance: textfield;
  }
`;
