import { shotNumbers, yeekeeRecord } from '../../../test/yeekee-fixtures';
import { verifyYeekeeRecord } from './verify-record';

describe('verifyYeekeeRecord', () => {
  it('matches a consistent record: sum, the 16th most recent shot, R and the digits', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    const v = verifyYeekeeRecord(record);
    expect(v.ok).toBe(true);
    expect(v.status === 'checked' && v.checks.map((c) => c.item)).toEqual([
      'shotCount',
      'state',
      'sum',
      'subtracted',
      'r',
      'top3',
      'top2',
      'bottom2',
    ]);
    expect(v.status === 'checked' && v.result.status === 'resulted' && v.result.subtracted.seq).toBe(10);
  });

  it('fails when a shot was altered after the fact', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    record.shots[3] = { ...record.shots[3]!, number: '99999' };
    const v = verifyYeekeeRecord(record);
    expect(v.ok).toBe(false);
    const failed = v.status === 'checked' ? v.checks.filter((c) => !c.ok).map((c) => c.item) : [];
    expect(failed).toEqual(expect.arrayContaining(['sum', 'r']));
  });

  it('fails when another shot is marked as the subtracted one', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    record.shots = record.shots.map((s) => ({ ...s, subtracted: s.seq === 11 }));
    const v = verifyYeekeeRecord(record);
    expect(v.ok).toBe(false);
    expect(v.status === 'checked' && v.checks.find((c) => c.item === 'subtracted')?.ok).toBe(false);
  });

  it('agrees with a void round of fewer than 20 shots, and refuses a resulted one', () => {
    const record = yeekeeRecord(17, shotNumbers(7));
    expect(verifyYeekeeRecord(record).ok).toBe(true);
    expect(verifyYeekeeRecord({ ...record, state: 'settled', void_reason: null, r: '1' }).ok).toBe(false);
  });

  it('calls a list with a gap invalid, and does not recompute a round ops voided', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    expect(verifyYeekeeRecord({ ...record, shots: record.shots.slice(1) })).toMatchObject({ status: 'invalid' });
    expect(verifyYeekeeRecord({ ...record, state: 'void', void_reason: 'OPS' })).toEqual({
      status: 'not-computed',
      ok: true,
    });
  });
});
