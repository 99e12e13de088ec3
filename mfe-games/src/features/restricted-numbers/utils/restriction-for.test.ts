import { limitEntry } from '../../../test/fixtures';
import { restrictionFor } from './restriction-for';

describe('restrictionFor', () => {
  it('finds a straight kind by its exact number only', () => {
    const list = [limitEntry({})];
    expect(restrictionFor(list, 'THREE_TOP', '123')?.rule).toBe('CLOSED');
    expect(restrictionFor(list, 'THREE_TOP', '321')).toBeUndefined();
    expect(restrictionFor(list, 'THREE_TOD', '123')).toBeUndefined();
  });

  it('keys any-order kinds by sorted digits', () => {
    const list = [limitEntry({ kind: 'THREE_TOD', number: '123', rule: 'REDUCED_RATE', rate: 60 })];
    expect(restrictionFor(list, 'THREE_TOD', '312')).toMatchObject({ rule: 'REDUCED_RATE', rate: 60 });
  });

  it('prefers CLOSED over a reduced rate on the same number', () => {
    const list = [limitEntry({ rule: 'REDUCED_RATE', rate: 425 }), limitEntry({ rule: 'CLOSED', round_id: 'r1' })];
    expect(restrictionFor(list, 'THREE_TOP', '123')?.rule).toBe('CLOSED');
  });
});
