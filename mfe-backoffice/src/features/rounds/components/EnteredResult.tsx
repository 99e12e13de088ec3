/**
 * A result entry as the checker reads it: the entered raw result field by field (labelled as in the form; prize
 * lists as their numbers) beside the winning digits the API derived from it (`entry.digits`), side by side from
 * 720 px, one above the other on a phone.
 */
import styled from '@emotion/styled';
import type { ResultDigits } from 'shared-contracts';
import { Digits, Muted, theme } from 'shared-ui';
import { useConsoleT } from '../../console';
import { fieldsOf, type FormStrategy } from '../result-form/result-families';
import { DigitsPreview } from './DigitsPreview';

const Side = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  margin: 8px 0 12px;
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  section {
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    padding: 8px 10px;
    min-width: 0;
  }
  h4 {
    margin: 0 0 6px;
    font-size: 14.5px;
  }
  dl {
    margin: 0;
  }
  dt {
    font-size: 12.5px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0 0 6px;
    overflow-wrap: anywhere;
  }
`;

const text = (v: unknown) =>
  Array.isArray(v) ? v.map(String).join(' ') : typeof v === 'string' ? v : JSON.stringify(v);

export function EnteredResult({
  strategy,
  raw,
  digits,
  drawDate,
}: {
  strategy: FormStrategy | null;
  raw: Record<string, unknown>;
  digits: Record<string, unknown>;
  drawDate: string;
}) {
  const t = useConsoleT();
  const date = typeof raw.date === 'string' ? raw.date : drawDate;
  const rows = strategy
    ? fieldsOf(strategy, date).map((f) => ({ key: f.key, label: t(`backoffice.resultForm.fields.${f.label}`) }))
    : Object.keys(raw).map((key) => ({ key, label: key }));
  return (
    <Side data-testid="entered-result">
      <section>
        <h4>{t('backoffice.resultForm.entered')}</h4>
        <dl>
          {rows
            .filter((r) => raw[r.key] !== undefined)
            .map((r) => (
              <div key={r.key}>
                <dt>{r.label}</dt>
                <dd>
                  <Digits data-testid={`entered-${r.key}`}>{text(raw[r.key]) || <Muted as="span">–</Muted>}</Digits>
                </dd>
              </div>
            ))}
        </dl>
      </section>
      <section>
        <h4>{t('backoffice.resultForm.enteredDigits')}</h4>
        <DigitsPreview digits={digits as Partial<ResultDigits>} testId="entered-digits" />
      </section>
    </Side>
  );
}
