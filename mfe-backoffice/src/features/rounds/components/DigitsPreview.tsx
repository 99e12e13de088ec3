/**
 * Winning digits (top3, top2, bottom2, front3, bottom3, d4, d6: whichever the family derives), each labelled; a
 * digit not known yet shows as "–". `testId` marks the box, `${testId}-${name}` each value.
 */
import styled from '@emotion/styled';
import type { ResultDigits } from 'shared-contracts';
import { Digits, theme } from 'shared-ui';
import { useConsoleT } from '../../console';

const ORDER = ['top3', 'top2', 'bottom2', 'front3', 'bottom3', 'd4', 'd6'] as const;

const Box = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 6px;
  margin: 0;
  div {
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.sm};
    padding: 4px 8px;
    background: #fffdf5;
  }
  dt {
    font-size: 12.5px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
  }
`;

const shown = (v: string | string[] | undefined) =>
  Array.isArray(v) ? (v.length ? v.map((x) => x || '–').join(' ') : '–') : v || '–';

export function DigitsPreview({ digits, testId }: { digits: Partial<ResultDigits>; testId: string }) {
  const t = useConsoleT();
  return (
    <Box data-testid={testId} aria-live="polite">
      {ORDER.filter((k) => digits[k] !== undefined).map((k) => (
        <div key={k}>
          <dt>{t(`backoffice.resultForm.digits.${k}`)}</dt>
          <dd>
            <Digits data-testid={`${testId}-${k}`}>{shown(digits[k])}</Digits>
          </dd>
        </div>
      ))}
    </Box>
  );
}
