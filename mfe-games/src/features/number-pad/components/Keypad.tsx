import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;
  button {
    appearance: none;
    font: inherit;
    font-family: ${theme.font.number};
    font-size: 22px;
    font-weight: 700;
    min-height: 52px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.line};
    background: #fff;
    color: ${theme.color.ink};
    cursor: pointer;
    box-shadow: 0 2px 0 ${theme.color.line};
  }
  button:active {
    transform: translateY(1px);
    box-shadow: none;
  }
  .clear {
    font-family: ${theme.font.family};
    font-size: 15px;
    color: ${theme.color.danger};
  }
  .back {
    font-family: ${theme.font.family};
    font-size: 15px;
    color: ${theme.color.muted};
  }
`;

/** The on-screen keypad: 1-9, clear, 0, backspace; its buttons' test ids start with `testIdPrefix`. */
export function Keypad({
  onDigit,
  onClear,
  onBackspace,
  testIdPrefix = 'numpad',
}: {
  onDigit: (d: string) => void;
  onClear: () => void;
  onBackspace: () => void;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <Grid>
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
        <button key={d} type="button" data-testid={`${testIdPrefix}-${d}`} onClick={() => onDigit(d)}>
          {d}
        </button>
      ))}
      <button type="button" className="clear" data-testid={`${testIdPrefix}-clear`} onClick={onClear}>
        {t('lobby.clear')}
      </button>
      <button type="button" data-testid={`${testIdPrefix}-0`} onClick={() => onDigit('0')}>
        0
      </button>
      <button
        type="button"
        className="back"
        data-testid={`${testIdPrefix}-backspace`}
        aria-label={t('lobby.backspace')}
        onClick={onBackspace}
      >
        ⌫
      </button>
    </Grid>
  );
}
