import type { LimitNumberEntry } from 'shared-contracts';
import { restrictionFor } from './restriction-for';

const entry = (e: Partial<LimitNumberEntry>): LimitNumberEntry => ({
  kind: 'THREE_TOP',
  number: '123',
  rule: 'CLOSED',
  rate: null,
  remaining: null,
  cap: null,
  per_player_cap: null,
  unit: 'BAHT',
  round_id: null,
  ...e,
});

describe('restrictionFor', () => {
  it('finds a straight kind by its exact number only', () => {
    const list = [entry({})];
    expect(restrictionFor(list, 'THREE_TOP', '123')?.rule).toBe('CLOSED');
    expect(restrictionFor(list, 'THREE_TOP', '321')).toBeUndefined();
    expect(restrictionFor(list, 'THREE_TOD', '123')).toBeUndefined();
  });

  it('keys any-order kinds by sorted digits', () => {
    const list = [entry({ kind: 'THREE_TOD', number: '123', rule: 'REDUCED_RATE', rate: 60 })];
    expect(restrictionFor(list, 'THREE_TOD', '312')).toMatchObject({ rule: 'REDUCED_RATE', rate: 60 });
  });

  it('prefers CLOSED over a reduced rate on the same number', () => {
    const list = [entry({ rule: 'REDUCED_RATE', rate: 425 }), entry({ rule: 'CLOSED', round_id: 'r1' })];
    expect(restrictionFor(list, 'THREE_TOP', '123')?.rule).toBe('CLOSED');
  });
});
