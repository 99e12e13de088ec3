/**
 * The shop's calendar date picked as Thais write it (issue 23: the browser's date field showed 05/02/2026 under
 * "2 พฤษภาคม 2569"): day, Thai month name and Buddhist-era year, three selects under one label. `value` and
 * `onChange` speak `YYYY-MM-DD` (Gregorian, the wire's form); a combination that is not a date (31 เมษายน) is not
 * passed on. Test ids: `{testId}-day`, `{testId}-month`, `{testId}-year`.
 */
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { dayjs, toBuddhistYear } from 'shared-contracts';
import { FieldBox, FieldLabel, FieldMessage, fieldControlStyle } from 'shared-ui';

const Row = styled.div({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr 6rem',
  gap: 6,
  select: fieldControlStyle({ invalid: false }),
});

const pad = (n: number) => String(n).padStart(2, '0');

export function ThaiDateField({
  label,
  value,
  onChange,
  testId,
  fromYear,
  toYear,
  hint,
  error,
}: {
  label: string;
  /** `YYYY-MM-DD` or '' (nothing chosen yet). */
  value: string;
  onChange: (date: string) => void;
  testId: string;
  /** Gregorian years offered, oldest first (shown in the Buddhist era). */
  fromYear: number;
  toYear: number;
  hint?: string;
  error?: string | null;
}) {
  const id = useId();
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [parts, setParts] = useState({ y: parsed?.[1] ?? '', m: parsed?.[2] ?? '', d: parsed?.[3] ?? '' });
  // follow a value set from outside (a listed draw picked elsewhere)
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parsed) setParts({ y: parsed[1]!, m: parsed[2]!, d: parsed[3]! });
  }
  const set = (next: typeof parts) => {
    setParts(next);
    if (!next.y || !next.m || !next.d) return;
    const date = `${next.y}-${next.m}-${next.d}`;
    if (dayjs(date, 'YYYY-MM-DD', true).isValid()) onChange(date);
  };
  const months = Array.from({ length: 12 }, (_, i) => dayjs('2000-01-01').locale('th').month(i).format('MMMM'));
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => toYear - i);
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <select
          id={id}
          aria-label={label}
          data-testid={`${testId}-day`}
          value={parts.d}
          onChange={(e) => set({ ...parts, d: e.target.value })}
        >
          <option value="">—</option>
          {Array.from({ length: 31 }, (_, i) => pad(i + 1)).map((d) => (
            <option key={d} value={d}>
              {Number(d)}
            </option>
          ))}
        </select>
        <select
          aria-label={label}
          data-testid={`${testId}-month`}
          value={parts.m}
          onChange={(e) => set({ ...parts, m: e.target.value })}
        >
          <option value="">—</option>
          {months.map((name, i) => (
            <option key={name} value={pad(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={label}
          data-testid={`${testId}-year`}
          value={parts.y}
          onChange={(e) => set({ ...parts, y: e.target.value })}
        >
          <option value="">—</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {toBuddhistYear(y)}
            </option>
          ))}
        </select>
      </Row>
      <FieldMessage error={error ?? undefined} hint={hint} />
    </FieldBox>
  );
}
