import { cancelQuote } from './cancel-quote';
import type { LineRow } from './slip-view';

const line = (line_no: number, amount_satang: number, status: LineRow['status'] = 'PENDING') =>
  ({
    id: line_no,
    slip_id: 1,
    line_no,
    kind: 'TWO_TOP',
    number: '12',
    amount_satang,
    rate_x100: 9200,
    status,
  }) as LineRow;
const round = {
  state: 'open' as const,
  open_at: new Date('2026-05-02T00:00:00Z'),
  close_at: new Date('2026-05-02T11:00:00Z'),
};
const placedAt = new Date('2026-05-02T03:00:00Z');
const quote = (
  now: string,
  lineIds: string[] = [],
  lines = [line(1, 5000), line(2, 1234), line(3, 999, 'USER_CANCEL')],
) => cancelQuote({ slipCode: 'VN00000001', placedAt, round, lines, lineIds, feePercent: 10, now: new Date(now) });

describe('cancelQuote (docs/game-rules.md "Partial cancel")', () => {
  it('quotes the whole slip: every pending line, 10% fee rounded to the satang, refund = stake − fee', () => {
    const q = quote('2026-05-02T03:10:00Z');
    expect(q).toMatchObject({ cancellable: true, totalSatang: 6234, feeSatang: 500 + 123, refundSatang: 6234 - 623 });
    expect(q.lines.map((l) => l.lineId)).toEqual(['VN00000001-1', 'VN00000001-2']);
    expect(q.cancellableUntil.toISOString()).toBe('2026-05-02T03:30:00.000Z');
  });

  it('quotes chosen lines and refuses unknown or already cancelled ones', () => {
    expect(quote('2026-05-02T03:10:00Z', ['VN00000001-2'])).toMatchObject({ cancellable: true, totalSatang: 1234 });
    expect(quote('2026-05-02T03:10:00Z', ['VN00000001-3']).refusal?.message).toMatch(/USER_CANCEL/);
    expect(quote('2026-05-02T03:10:00Z', ['VN00000001-9']).refusal?.message).toMatch(/not a line of slip/);
  });

  it('refuses after 30 minutes from placing (E10000), within 15 minutes of close (E10000), once closed (E20016)', () => {
    expect(quote('2026-05-02T03:30:00Z').cancellable).toBe(true);
    expect(quote('2026-05-02T03:30:01Z').refusal).toMatchObject({
      code: 'E10000',
      message: expect.stringMatching(/30 minutes/),
    });
    const late = cancelQuote({
      slipCode: 'VN1',
      placedAt: new Date('2026-05-02T10:40:00Z'),
      round,
      lines: [line(1, 100)],
      lineIds: [],
      feePercent: 10,
      now: new Date('2026-05-02T10:45:01Z'),
    });
    expect(late.refusal).toMatchObject({ code: 'E10000', message: expect.stringMatching(/15 minutes before close/) });
    expect(quote('2026-05-02T11:00:00Z').refusal?.code).toBe('E20016');
  });
});
