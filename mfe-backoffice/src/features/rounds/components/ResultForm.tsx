/**
 * The result form of one game family (result-form/result-families.ts): labelled fields for every part of the
 * official result (digits-only inputs of the right length with a numeric keypad, stock figures as 2-decimal strings
 * with a +/− button for the change, repeated prizes as one box each, a pasted list filling many), a live preview of
 * the winning digits computed with the shared derivations before anything is sent, and a raw JSON fallback (the only
 * way for a game without a form). `children` renders the actions with the payload: the raw result in its schema's
 * shape, or null while it is not complete (the API's 400 E10000 still shows for anything the form lets through).
 */
import styled from '@emotion/styled';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { Button, Chip, Muted, TextField, theme } from 'shared-ui';
import { useConsoleT } from '../../console';
import { fieldsOf, type FieldSpec, type FormStrategy } from '../result-form/result-families';
import {
  cleanInput,
  emptyValues,
  previewDigits,
  readResultForm,
  validValue,
  valuesFromRaw,
  type FormValues,
} from '../result-form/read-result-form';
import { DigitsPreview } from './DigitsPreview';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: 0 12px;
`;

const ListBox = styled.fieldset`
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  margin: 0 0 14px;
  padding: 8px 10px 10px;
  min-width: 0;
  legend {
    font-size: 14.5px;
    font-weight: 600;
    padding: 0 4px;
  }
`;

const ListGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: 6px;
`;

const ListInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 6px 8px;
  border-radius: ${theme.radius.sm};
  border: 1.5px solid ${theme.color.line};
  background: ${theme.color.field};
  font-family: ${theme.font.number};
  font-size: 16px;
  letter-spacing: 0.08em;
  text-align: center;
  &::placeholder {
    color: ${theme.color.muted};
    opacity: 0.45;
    font-size: 13px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:focus {
    outline: none;
    border-color: ${theme.color.gold};
  }
`;

const SignRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  > div {
    flex: 1;
    min-width: 0;
  }
  button {
    margin-top: 27px;
  }
`;

const Preview = styled.div`
  margin: 4px 0 12px;
  h4 {
    margin: 0 0 6px;
    font-size: 14.5px;
  }
`;

/** "5", "3-7" or "4 / 6": the lengths a digits field takes. */
const lengthsText = (lengths: readonly number[]) => {
  const [min = 0] = lengths;
  const max = lengths[lengths.length - 1] ?? min;
  if (lengths.length === 1) return String(min);
  return lengths.length === max - min + 1 && lengths.length > 2 ? `${min}-${max}` : lengths.join(' / ');
};

/** Prize lists of 5 and more (GLO's second to fifth prizes) come after the preview: no winning digit comes from them. */
const isLarge = (f: FieldSpec) => f.kind === 'digits' && (f.count ?? 0) >= 5;

const parseObject = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export interface ResultFormProps {
  /** The round's family, or null: raw JSON only. */
  strategy: FormStrategy | null;
  /** The round's draw date (a GLO draw's date starts as it). */
  drawDate: string;
  /** Prefix of every test id: `result` (maker), `confirm` (checker). */
  idPrefix: string;
  children: (payload: Record<string, unknown> | null) => ReactNode;
}

export function ResultForm({ strategy, drawDate, idPrefix, children }: ResultFormProps) {
  const t = useConsoleT();
  const [values, setValues] = useState<FormValues>(() => (strategy ? emptyValues(strategy, drawDate) : {}));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [rawMode, setRawMode] = useState(strategy === null);
  const [rawText, setRawText] = useState('');
  const date = typeof values.date === 'string' && values.date ? values.date : drawDate;

  const read = strategy ? readResultForm(strategy, values, date) : null;
  const rawParsed = parseObject(rawText);
  const rawValues = strategy && rawMode && rawParsed ? valuesFromRaw(strategy, rawParsed, drawDate) : null;
  const payload = rawMode ? rawParsed : read && read.invalid.length === 0 ? read.raw : null;
  const digits = strategy
    ? rawMode
      ? rawValues && previewDigits(strategy, rawValues, String(rawValues.date ?? drawDate))
      : previewDigits(strategy, values, date)
    : null;

  const set = (key: string, value: string | string[]) => setValues((v) => ({ ...v, [key]: value }));
  const setAt = (f: FieldSpec, i: number, text: string) =>
    setValues((v) => {
      const list = [...((v[f.key] as string[] | undefined) ?? [])];
      list[i] = cleanInput(f, text);
      return { ...v, [f.key]: list };
    });
  /** A pasted list (any separators) fills this box and the ones after it. */
  const pasteList = (f: FieldSpec, i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const parts = e.clipboardData.getData('text').split(/\D+/).filter(Boolean);
    if (parts.length < 2) return;
    e.preventDefault();
    setValues((v) => {
      const list = [...((v[f.key] as string[] | undefined) ?? [])];
      parts.forEach((p, j) => {
        if (i + j < list.length) list[i + j] = cleanInput(f, p);
      });
      return { ...v, [f.key]: list };
    });
  };

  const toggleRaw = () => {
    if (!strategy) return;
    if (!rawMode) {
      setRawText(JSON.stringify(read?.raw ?? {}));
      setRawMode(true);
      return;
    }
    if (rawValues) setValues(rawValues);
    setRawMode(false);
  };

  const fieldError = (f: FieldSpec, value: string) => {
    if (!touched[f.key] || value === '' || validValue(f, value)) return null;
    if (f.kind === 'date') return t('backoffice.resultForm.invalidDate');
    if (f.kind === 'decimal') return t('backoffice.resultForm.invalidDecimal');
    return t('backoffice.resultForm.invalidDigits', { length: lengthsText(f.lengths) });
  };
  const hintOf = (f: FieldSpec) => {
    if (f.kind === 'date') return t('backoffice.resultForm.dateHint');
    if (f.kind === 'decimal') return t('backoffice.resultForm.decimalHint');
    return t('backoffice.resultForm.digitsHint', { length: lengthsText(f.lengths) });
  };

  const fields = strategy ? fieldsOf(strategy, date) : [];
  const single = fields.filter((f) => !(f.kind === 'digits' && f.count !== undefined));
  const lists = fields.filter((f) => f.kind === 'digits' && f.count !== undefined && f.count > 0);

  const renderList = (f: FieldSpec) => {
    const list = (values[f.key] as string[] | undefined) ?? [];
    const label = t(`backoffice.resultForm.fields.${f.label}`);
    return (
      <ListBox key={f.key} data-testid={`${idPrefix}-list-${f.key}`}>
        <legend>
          {label} <Muted as="span">· {hintOf(f)}</Muted>
        </legend>
        {list.length > 2 && <Muted>{t('backoffice.resultForm.listHint', { count: list.length })}</Muted>}
        <ListGrid>
          {list.map((value, i) => (
            <ListInput
              key={i}
              aria-label={`${label} ${i + 1}`}
              placeholder={String(i + 1)}
              aria-invalid={value !== '' && !validValue(f, value)}
              data-testid={`${idPrefix}-field-${f.key}-${i}`}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={f.kind === 'digits' ? Math.max(...f.lengths) : undefined}
              autoComplete="off"
              value={value}
              onChange={(e) => setAt(f, i, e.target.value)}
              onPaste={(e) => pasteList(f, i, e)}
            />
          ))}
        </ListGrid>
      </ListBox>
    );
  };

  return (
    <div data-testid={`${idPrefix}-form`}>
      <p>
        <Chip tone="muted" data-testid={`${idPrefix}-family`}>
          {t('backoffice.resultForm.family', { family: t(`backoffice.resultForm.families.${strategy ?? 'RAW'}`) })}
        </Chip>{' '}
        {strategy && (
          <Button type="button" small variant="ghost" data-testid={`${idPrefix}-raw-toggle`} onClick={toggleRaw}>
            {t(rawMode ? 'backoffice.resultForm.formToggle' : 'backoffice.resultForm.rawToggle')}
          </Button>
        )}
      </p>
      {!strategy && <Muted>{t('backoffice.resultForm.rawOnly')}</Muted>}
      {rawMode ? (
        <TextField
          label={t('backoffice.rounds.raw')}
          hint={t('backoffice.rounds.rawHint')}
          error={rawText !== '' && !rawParsed ? t('backoffice.rounds.rawInvalid') : null}
          testId={`${idPrefix}-raw`}
          value={rawText}
          onChange={(e) => setRawText(e.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
      ) : (
        <>
          <Fields>
            {single.map((f) => {
              const value = typeof values[f.key] === 'string' ? (values[f.key] as string) : '';
              const input = (
                <TextField
                  key={f.key}
                  label={t(`backoffice.resultForm.fields.${f.label}`)}
                  hint={hintOf(f)}
                  error={fieldError(f, value)}
                  testId={`${idPrefix}-field-${f.key}`}
                  type={f.kind === 'date' ? 'date' : 'text'}
                  inputMode={f.kind === 'digits' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
                  pattern={f.kind === 'digits' ? '[0-9]*' : undefined}
                  maxLength={f.kind === 'digits' ? Math.max(...f.lengths) : undefined}
                  autoComplete="off"
                  value={value}
                  onChange={(e) => set(f.key, cleanInput(f, e.target.value))}
                  onBlur={() => setTouched((s) => ({ ...s, [f.key]: true }))}
                />
              );
              return f.kind === 'decimal' && f.signToggle ? (
                <SignRow key={f.key}>
                  {input}
                  <Button
                    type="button"
                    small
                    variant="outline"
                    aria-label={t('backoffice.resultForm.flipSign')}
                    title={t('backoffice.resultForm.flipSign')}
                    data-testid={`${idPrefix}-sign-${f.key}`}
                    onClick={() => set(f.key, value.startsWith('-') ? value.slice(1) : `-${value}`)}
                  >
                    ±
                  </Button>
                </SignRow>
              ) : (
                input
              );
            })}
          </Fields>
          {lists.filter((f) => !isLarge(f)).map(renderList)}
        </>
      )}
      {/* the preview right after the fields its digits come from: a GLO draw's lower prizes follow it */}
      {digits && (
        <Preview>
          <h4>{t('backoffice.resultForm.preview')}</h4>
          <DigitsPreview digits={digits} testId={`${idPrefix}-preview`} />
        </Preview>
      )}
      {!rawMode && lists.filter(isLarge).map(renderList)}
      {!rawMode && read && read.invalid.length > 0 && (
        <Muted data-testid={`${idPrefix}-incomplete`}>
          {t('backoffice.resultForm.incomplete', { count: read.invalid.length })}
        </Muted>
      )}
      {children(payload)}
    </div>
  );
}
