import { isStricter, planLimitChange, resolveLimit, type ResolvedLimit } from './limit-rules';

const NOW = new Date('2026-05-02T03:00:00Z');
const DAY = 24 * 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('limit rules', () => {
  it('a pending change replaces the limit from its time on', () => {
    const row = { limit_satang: 100, pending_satang: 500, pending_effective_at: at(DAY) };
    expect(resolveLimit(row, at(DAY - 1))).toEqual({
      limitSatang: 100,
      pending: { limitSatang: 500, effectiveAt: at(DAY) },
    });
    expect(resolveLimit(row, at(DAY))).toEqual({ limitSatang: 500, pending: null });
    expect(resolveLimit({ ...row, pending_satang: null }, at(DAY))).toEqual({ limitSatang: null, pending: null });
    expect(resolveLimit(undefined, NOW)).toEqual({ limitSatang: null, pending: null });
  });

  it('null is no limit: any number is stricter than it, null never is', () => {
    expect(isStricter(1, null)).toBe(true);
    expect(isStricter(0, 1)).toBe(true);
    expect(isStricter(2, 1)).toBe(false);
    expect(isStricter(null, 1)).toBe(false);
    expect(isStricter(null, null)).toBe(false);
  });

  it('lowers or sets at once, raises and removes after the delay', () => {
    const none: ResolvedLimit = { limitSatang: null, pending: null };
    const hundred: ResolvedLimit = { limitSatang: 100, pending: null };
    expect(planLimitChange(none, 100, NOW, DAY)).toEqual(hundred);
    expect(planLimitChange(hundred, 50, NOW, DAY)).toEqual({ limitSatang: 50, pending: null });
    expect(planLimitChange(hundred, 200, NOW, DAY)).toEqual({
      limitSatang: 100,
      pending: { limitSatang: 200, effectiveAt: at(DAY) },
    });
    expect(planLimitChange(hundred, null, NOW, DAY)).toEqual({
      limitSatang: 100,
      pending: { limitSatang: null, effectiveAt: at(DAY) },
    });
  });

  it('keeps a pending raise asked again, replaces it by another, cancels it by the limit in force or a lower one', () => {
    const pending: ResolvedLimit = { limitSatang: 100, pending: { limitSatang: 200, effectiveAt: at(DAY) } };
    expect(planLimitChange(pending, 200, at(3_600_000), DAY)).toBe(pending);
    expect(planLimitChange(pending, 300, at(3_600_000), DAY)).toEqual({
      limitSatang: 100,
      pending: { limitSatang: 300, effectiveAt: at(DAY + 3_600_000) },
    });
    expect(planLimitChange(pending, 100, NOW, DAY)).toEqual({ limitSatang: 100, pending: null });
    expect(planLimitChange(pending, 80, NOW, DAY)).toEqual({ limitSatang: 80, pending: null });
  });
});
