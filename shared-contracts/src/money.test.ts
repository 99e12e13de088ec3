import { formatWireBaht } from './money';

describe('formatWireBaht: a wire baht amount as display text', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatWireBaht(1234.5)).toBe('1,234.50');
    expect(formatWireBaht(6_000_000)).toBe('6,000,000.00');
    expect(formatWireBaht(0)).toBe('0.00');
  });

  it('keeps the sign of a debit', () => {
    expect(formatWireBaht(-20)).toBe('-20.00');
    expect(formatWireBaht(-0.05)).toBe('-0.05');
  });

  it('drops the decimals of a whole amount only when asked', () => {
    expect(formatWireBaht(79, { decimals: false })).toBe('79');
    expect(formatWireBaht(79.5, { decimals: false })).toBe('79.50');
  });

  it('rounds float noise to the satang instead of showing zero', () => {
    expect(formatWireBaht(0.1 + 0.2)).toBe('0.30');
    expect(formatWireBaht(71.1 * 2)).toBe('142.20');
  });

  it('shows a value that is not an amount as zero', () => {
    expect(formatWireBaht(Number.NaN)).toBe('0.00');
    expect(formatWireBaht(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});
