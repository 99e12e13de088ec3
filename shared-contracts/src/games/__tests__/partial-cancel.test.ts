import { cancelFeeSatang, cancellableUntil, cancelWindowRefusal } from '../partial-cancel';

const at = (iso: string) => new Date(iso);

describe('partial cancel (game-rules.md)', () => {
  const close = at('2026-12-01T08:10:00Z');
  it('allows 30 minutes after placing', () => {
    const placed = at('2026-12-01T06:00:00Z');
    expect(cancelWindowRefusal(placed, close, at('2026-12-01T06:30:00Z'))).toBeNull();
    expect(cancelWindowRefusal(placed, close, at('2026-12-01T06:30:01Z'))).toBe('PLACED_TOO_LONG_AGO');
  });
  it('stops 15 minutes before close, even inside the 30 minutes', () => {
    const placed = at('2026-12-01T07:50:00Z');
    expect(cancelWindowRefusal(placed, close, at('2026-12-01T07:55:00Z'))).toBeNull();
    expect(cancelWindowRefusal(placed, close, at('2026-12-01T07:55:01Z'))).toBe('TOO_CLOSE_TO_CLOSE');
    expect(cancellableUntil(placed, close)).toEqual(at('2026-12-01T07:55:00Z'));
  });
  it('charges 10% by default, floored to the satang', () => {
    expect(cancelFeeSatang(5000)).toBe(500);
    expect(cancelFeeSatang(1005)).toBe(100);
    expect(cancelFeeSatang(2000, 20)).toBe(400);
  });
});
