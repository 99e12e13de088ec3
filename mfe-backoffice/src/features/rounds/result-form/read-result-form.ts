/**
 * The result form's values read as the family's raw result, without zod (ARCHITECTURE.md "Front-end builds": the
 * schemas stay on the server): each field checked as its schema checks it (`RESULT_SCHEMAS`, the reader test holds
 * the two to the same answers on real draws), the payload exactly in the schema's shape (strings, prize lists as
 * arrays), and the winning digits previewed with the shared per-family derivations `deriveDigits` dispatches to
 * (`DIGIT_DERIVERS`, digit-derivers.ts: no zod). The API still validates: its 400 E10000 shows as the refusal.
 */
import { DIGIT_DERIVERS, type ResultDigits } from 'shared-contracts';
import { fieldsOf, type FieldSpec, type FormStrategy } from './result-families';

/** What the form holds: one string per field, an array of strings per repeated prize. */
export type FormValues = Record<string, string | string[]>;

/** The form read: the payload (always in the schema's shape), and the paths (`first`, `fifth.12`) not valid yet. */
export interface ReadForm {
  raw: Record<string, unknown>;
  invalid: string[];
}

const DERIVE: Record<FormStrategy, (raw: never) => ResultDigits> = DIGIT_DERIVERS;

/** Whether one value is valid for its field (the schema's regex). */
export function validValue(spec: FieldSpec, value: string): boolean {
  if (spec.kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (spec.kind === 'decimal') return /^-?\d+\.\d{2}$/.test(value);
  return /^\d+$/.test(value) && spec.lengths.includes(value.length);
}

/** What a keystroke may leave in a field: digits up to the longest length; a decimal's digits, one dot, a leading −. */
export function cleanInput(spec: FieldSpec, text: string): string {
  if (spec.kind === 'date') return text.replace(/[^\d-]/g, '').slice(0, 10);
  if (spec.kind === 'digits') return text.replace(/\D/g, '').slice(0, Math.max(...spec.lengths));
  const negative = text.trim().startsWith('-') || text.trim().startsWith('−');
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const body = rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  return `${negative ? '-' : ''}${body}`;
}

/** Empty values for a family's form; a GLO draw's date starts as the round's draw date. */
export function emptyValues(strategy: FormStrategy, drawDate: string): FormValues {
  const values: FormValues = {};
  for (const f of fieldsOf(strategy, drawDate)) {
    if (f.kind === 'date') values[f.key] = drawDate;
    else values[f.key] = f.kind === 'digits' && f.count !== undefined ? Array<string>(f.count).fill('') : '';
  }
  return values;
}

/** Reads the form as the family's raw result and names the fields not valid yet. */
export function readResultForm(strategy: FormStrategy, values: FormValues, drawDate: string): ReadForm {
  const raw: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const f of fieldsOf(strategy, drawDate)) {
    const v = values[f.key];
    if (f.kind === 'digits' && f.count !== undefined) {
      const list = Array.from({ length: f.count }, (_, i) => (Array.isArray(v) ? (v[i] ?? '') : ''));
      raw[f.key] = list;
      list.forEach((x, i) => !validValue(f, x) && invalid.push(`${f.key}.${i}`));
    } else {
      const x = typeof v === 'string' ? v : '';
      raw[f.key] = x;
      if (!validValue(f, x)) invalid.push(f.key);
    }
  }
  return { raw, invalid };
}

/**
 * The winning digits of the form as it stands: the family's shared derivation over the values, each field not
 * valid yet taken as empty (so its digits show as not known yet, never as a guess).
 */
export function previewDigits(strategy: FormStrategy, values: FormValues, drawDate: string): ResultDigits {
  const { raw } = readResultForm(strategy, values, drawDate);
  const known: Record<string, unknown> = {};
  for (const f of fieldsOf(strategy, drawDate)) {
    const v = raw[f.key];
    known[f.key] = Array.isArray(v)
      ? v.map((x: string) => (validValue(f, x) ? x : ''))
      : validValue(f, v as string)
        ? v
        : '';
  }
  return DERIVE[strategy](known as never);
}

/**
 * A raw result (JSON typed by hand, or an entry read from the API) as form values; null when it is not an object.
 * Missing fields stay empty; the reader then names them.
 */
export function valuesFromRaw(strategy: FormStrategy, raw: unknown, drawDate: string): FormValues | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const date = typeof r.date === 'string' ? r.date : drawDate;
  const values = emptyValues(strategy, date);
  for (const f of fieldsOf(strategy, date)) {
    const v = r[f.key];
    if (Array.isArray(values[f.key])) {
      if (Array.isArray(v)) values[f.key] = (values[f.key] as string[]).map((_, i) => String(v[i] ?? ''));
    } else if (typeof v === 'string') values[f.key] = v;
  }
  return values;
}

/** The fields whose values differ between two raw results of a family; prize lists compare as sets (as the API). */
export function differingFields(
  strategy: FormStrategy,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  drawDate: string,
): string[] {
  const key = (v: unknown) =>
    Array.isArray(v) ? JSON.stringify([...v].map(String).sort()) : JSON.stringify(v ?? null);
  return fieldsOf(strategy, drawDate)
    .filter((f) => key(a[f.key]) !== key(b[f.key]))
    .map((f) => f.key);
}
