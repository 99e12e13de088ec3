/**
 * The result form's plain reader against the family schemas (`RESULT_SCHEMAS`, zod: allowed in tests, never in the
 * browser) and `deriveDigits`, on real results from data/: the form filled with an official result reads as exactly
 * the schema's parsed value, previews exactly `deriveDigits`' digits, and each field made wrong in turn is refused by
 * both.
 */
import { RESULT_SCHEMAS, deriveDigits, stockChange, type GloDraw } from 'shared-contracts';
import { readSharedCsv, readSharedJson } from 'shared-contracts/testing/shared-data';
import {
  cleanInput,
  differingFields,
  emptyValues,
  previewDigits,
  readResultForm,
  valuesFromRaw,
} from './read-result-form';
import { FORM_STRATEGIES, fieldsOf, formStrategyOfGame, type FormStrategy } from './result-families';

const glo = readSharedJson<GloDraw[]>('glo-draws.json');
const xsmb = readSharedCsv('xsmb-draws.csv');
const lao = readSharedCsv('lao-draws.csv');
const setIndex = readSharedCsv('set-index-closes.csv').filter((r) => /^\d+\.\d{2}$/.test(r.close ?? ''));

/** Real raw results per family (data/), and well-formed ones for the families data/ has no draws of. */
const SAMPLES: Record<FormStrategy, Record<string, unknown>[]> = {
  GLO: [glo[glo.length - 1]!, glo.find((d) => d.date < '2015-09-01')!, glo.find((d) => d.date === '2026-05-02')!],
  HANOI: xsmb.slice(-3).map((r) => ({ special: r.special!, prize1: r.prize1! })),
  LAO_4D: lao.slice(-3).map((r) => ({ number: r.fourDigit! })),
  LAO_5D: lao.slice(-2).map((r) => ({ number: `${r.fourDigit!}${r.twoTop!.slice(-1)}` })),
  LAO_ZODIAC: xsmb.slice(-2).map((r) => ({ number: `${r.special!}${r.prize1!.slice(-1)}` })),
  MALAY_4D: lao.slice(-2).map((r, i) => ({ first: r.fourDigit!, second: lao[lao.length - 3 - i]!.fourDigit! })),
  BANK: xsmb.slice(-2).map((r) => ({ first_draw: r.special!, second_draw: r.prize1!.slice(-2) })),
  STOCK: setIndex.slice(-3).map((r, i, rows) => ({
    close: r.close!,
    change: stockChange((i ? rows[i - 1]! : setIndex[setIndex.length - 4]!).close!, r.close!),
  })),
};

describe('result form reader', () => {
  it.each(FORM_STRATEGIES)('%s: an official result reads as the schema parses it and previews deriveDigits', (s) => {
    for (const sample of SAMPLES[s]) {
      const date = typeof sample.date === 'string' ? sample.date : '2026-05-02';
      const values = valuesFromRaw(s, sample, date)!;
      const read = readResultForm(s, values, date);
      const parsed = RESULT_SCHEMAS[s].safeParse(sample);
      expect(parsed.success).toBe(true);
      expect(read.invalid).toEqual([]);
      expect(read.raw).toEqual(parsed.data);
      const derived = deriveDigits(s, read.raw);
      expect(derived.ok).toBe(true);
      expect(previewDigits(s, values, date)).toEqual(derived.ok && derived.digits);
    }
  });

  it.each(FORM_STRATEGIES)('%s: each field made wrong in turn is refused by the reader and the schema', (s) => {
    const sample = SAMPLES[s][0]!;
    const date = typeof sample.date === 'string' ? sample.date : '2026-05-02';
    for (const f of fieldsOf(s, date)) {
      const wrongs: unknown[] =
        f.kind === 'decimal'
          ? ['12.3', '1,234.56', 'abc', '']
          : f.kind === 'date'
            ? ['2026-5-2', '']
            : ['1', 'x'.repeat(4), ''];
      for (const wrong of wrongs) {
        const v = sample[f.key];
        const raw = { ...sample, [f.key]: Array.isArray(v) ? v.map((x, i) => (i === 0 ? wrong : x)) : wrong };
        if (f.kind === 'date') continue; // a GLO date the form cannot hold is a date input's, and the era follows it
        const read = readResultForm(s, valuesFromRaw(s, raw, date)!, date);
        if (Array.isArray(v) && v.length === 0) continue;
        expect({ field: f.key, wrong, reader: read.invalid.length > 0 }).toEqual({
          field: f.key,
          wrong,
          reader: !RESULT_SCHEMAS[s].safeParse(raw).success,
        });
      }
      const missing = { ...sample };
      delete missing[f.key];
      // a GLO draw's date starts as the round's draw date in the form: never missing there
      if (f.kind !== 'date' && !(Array.isArray(sample[f.key]) && (sample[f.key] as unknown[]).length === 0)) {
        expect(readResultForm(s, valuesFromRaw(s, missing, date)!, date).invalid.length).toBeGreaterThan(0);
        expect(RESULT_SCHEMAS[s].safeParse(missing).success).toBe(false);
      }
    }
  });

  it('previews only what is known: an unfilled field gives "" digits, never a guess', () => {
    const values = { ...emptyValues('HANOI', '2026-05-02'), special: SAMPLES.HANOI[0]!.special as string };
    const full = deriveDigits('HANOI', SAMPLES.HANOI[0]);
    expect(full.ok).toBe(true);
    expect(previewDigits('HANOI', values, '2026-05-02')).toEqual({ ...(full.ok && full.digits), bottom2: '' });
    const glo1 = emptyValues('GLO', '2026-05-02');
    expect(previewDigits('GLO', glo1, '2026-05-02')).toMatchObject({ top3: '', bottom2: '', front3: ['', ''] });
  });

  it('keeps a field to what it can hold', () => {
    const [digits5, decimal] = [fieldsOf('HANOI', '')[0]!, fieldsOf('STOCK', '')[1]!];
    expect(cleanInput(digits5, '12a34567')).toBe('12345');
    expect(cleanInput(decimal, '-1,234.567')).toBe('-1234.56');
    expect(cleanInput(decimal, '−4.7')).toBe('-4.7');
  });

  it('names the game families as the API does (sets take their base game; yeekee and mini-games have no form)', () => {
    expect(formStrategyOfGame('UG')).toBe('GLO');
    expect(formStrategyOfGame('LOTTH')).toBe('GLO');
    expect(formStrategyOfGame('SETHN')).toBe('HANOI');
    expect(formStrategyOfGame('SETLA')).toBe('LAO_4D');
    expect(formStrategyOfGame('SETMY')).toBe('MALAY_4D');
    expect(formStrategyOfGame('STUS')).toBe('STOCK');
    expect(formStrategyOfGame('BAA')).toBe('BANK');
    expect(formStrategyOfGame('YK')).toBeNull();
    expect(formStrategyOfGame('CT')).toBeNull();
  });

  it('compares prize lists as sets', () => {
    const a = SAMPLES.GLO[0]!;
    const b = { ...a, second: [...(a.second as string[])].reverse(), lastTwo: '00' === a.lastTwo ? '01' : '00' };
    expect(differingFields('GLO', a, b, a.date as string)).toEqual(['lastTwo']);
  });
});
