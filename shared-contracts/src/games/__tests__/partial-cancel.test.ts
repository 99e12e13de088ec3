import {
  cancelFeeSatang,
  cancellableUntil,
  cancelWindowRefusal,
  partialCancelRefusal,
  partialCancelRefusalMessage,
} from '../partial-cancel';

const at = (iso: string) => new Date(iso);

describe('partial cancel (docs/game-rules.md)', () => {
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

describe('one refusal for the games and the shop', () => {
  const close = at('2026-12-01T08:10:00Z');
  const placed = at('2026-12-01T07:00:00Z');
  it('a round that no longer accepts bets refuses first, then the windows', () => {
    const now = at('2026-12-01T07:10:00Z');
    expect(partialCancelRefusal({ acceptingBets: true, placedAt: placed, closeAt: close, now })).toBeNull();
    expect(partialCancelRefusal({ acceptingBets: false, placedAt: placed, closeAt: close, now })).toBe('ROUND_CLOSED');
    expect(
      partialCancelRefusal({ acceptingBets: true, placedAt: placed, closeAt: close, now: at('2026-12-01T07:30:01Z') }),
    ).toBe('PLACED_TOO_LONG_AGO');
  });
  it('says what broke in English, with the times', () => {
    const times = { placedAt: placed, closeAt: close };
    expect(partialCancelRefusalMessage('ROUND_CLOSED', 'slip VN1', times)).toBe(
      'the round of slip VN1 is closed: it can no longer be cancelled',
    );
    expect(partialCancelRefusalMessage('PLACED_TOO_LONG_AGO', 'slip VN1', times)).toBe(
      'slip VN1 was placed more than 30 minutes ago (2026-12-01T07:00:00.000Z): it can no longer be cancelled',
    );
    expect(partialCancelRefusalMessage('TOO_CLOSE_TO_CLOSE', 'slip VN1', times)).toBe(
      'the round closes at 2026-12-01T08:10:00.000Z: cancels stop 15 minutes before close',
    );
  });
});
