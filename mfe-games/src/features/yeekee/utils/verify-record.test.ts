import { ROUND_SECRET_HASH, shotNumbers, yeekeeRecord } from '../../../test/yeekee-fixtures';
import { verifyYeekeeRecord } from './verify-record';

describe('verifyYeekeeRecord', () => {
  it('matches a consistent record: sum, the 16th most recent shot, R and the digits', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    const v = verifyYeekeeRecord(record, ROUND_SECRET_HASH);
    expect(v.ok).toBe(true);
    expect(v.status === 'checked' && v.checks.map((c) => c.item)).toEqual([
      'shotCount',
      'state',
      'secretHash',
      'secretNumber',
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
    const v = verifyYeekeeRecord(record, ROUND_SECRET_HASH);
    expect(v.ok).toBe(false);
    const failed = v.status === 'checked' ? v.checks.filter((c) => !c.ok).map((c) => c.item) : [];
    expect(failed).toEqual(expect.arrayContaining(['sum', 'r']));
  });

  it('fails when the revealed secret is not the one committed before the round opened', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    const v = verifyYeekeeRecord(record, 'f'.repeat(64));
    expect(v.ok).toBe(false);
    expect(v.status === 'checked' && v.checks.filter((c) => !c.ok).map((c) => c.item)).toEqual(['secretHash']);
    // a secret swapped after the fact changes R: the published R no longer matches either
    const swapped = verifyYeekeeRecord({ ...record, secret: '0'.repeat(64) }, ROUND_SECRET_HASH);
    expect(swapped.status === 'checked' && swapped.checks.filter((c) => !c.ok).map((c) => c.item)).toEqual(
      expect.arrayContaining(['secretNumber', 'r']),
    );
  });

  it('recomputes a round from before secrets without one', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    const old = { ...record, secret: null, secret_hash: null, secret_number: null };
    expect(verifyYeekeeRecord(old, null).ok).toBe(false);
    const oldR = yeekeeRecord(17, shotNumbers(25));
    const legacy = { ...oldR, secret: null, secret_hash: null, secret_number: null };
    legacy.r = String(BigInt(oldR.r!) - BigInt(oldR.secret_number!));
    const digits = legacy.r.slice(-5).padStart(5, '0');
    Object.assign(legacy, { top3: digits.slice(-3), top2: digits.slice(-2), bottom2: digits.slice(0, 2) });
    expect(verifyYeekeeRecord(legacy, null).ok).toBe(true);
  });

  it('fails when another shot is marked as the subtracted one', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    record.shots = record.shots.map((s) => ({ ...s, subtracted: s.seq === 11 }));
    const v = verifyYeekeeRecord(record, ROUND_SECRET_HASH);
    expect(v.ok).toBe(false);
    expect(v.status === 'checked' && v.checks.find((c) => c.item === 'subtracted')?.ok).toBe(false);
  });

  it('agrees with a void round of fewer than 20 shots, and refuses a resulted one', () => {
    const record = yeekeeRecord(17, shotNumbers(7));
    expect(verifyYeekeeRecord(record, ROUND_SECRET_HASH).ok).toBe(true);
    expect(verifyYeekeeRecord({ ...record, state: 'settled', void_reason: null, r: '1' }, ROUND_SECRET_HASH).ok).toBe(
      false,
    );
  });

  it('calls a list with a gap invalid, and does not recompute a round ops voided', () => {
    const record = yeekeeRecord(17, shotNumbers(25));
    expect(verifyYeekeeRecord({ ...record, shots: record.shots.slice(1) }, ROUND_SECRET_HASH)).toMatchObject({
      status: 'invalid',
    });
    expect(verifyYeekeeRecord({ ...record, state: 'void', void_reason: 'OPS' }, ROUND_SECRET_HASH)).toEqual({
      status: 'not-computed',
      ok: true,
    });
  });
});
