import { expandShortcut, gameByRoute, type GameDef } from 'shared-contracts';
import { addNumbers, pressDigit, setLinePrice, setPriceAll, toggleKind } from './pad-actions';
import { INITIAL_PAD_STATE } from './number-pad-store';
import { priceLine } from './price-check';

const underground = gameByRoute('/gamelobby/underground') as GameDef;

describe('number pad rules', () => {
  it('keeps kinds of one digit count: another count replaces the selection', () => {
    let s = toggleKind(INITIAL_PAD_STATE, 'THREE_TOP');
    s = toggleKind(s, 'THREE_TOD');
    expect(s.kinds).toEqual(['THREE_TOP', 'THREE_TOD']);
    s = toggleKind(s, 'TWO_BOTTOM');
    expect(s.kinds).toEqual(['TWO_BOTTOM']);
    s = toggleKind(s, 'TWO_BOTTOM');
    expect(s.kinds).toEqual([]);
  });

  it('limits the input to the selected kinds digit count and cuts it when the kind changes', () => {
    let s = toggleKind(INITIAL_PAD_STATE, 'THREE_TOP');
    for (const d of '12345') s = pressDigit(s, d);
    expect(s.input).toBe('123');
    s = toggleKind(s, 'RUN_TOP');
    expect(s.input).toBe('1');
  });

  it('adds one line per kind with the default price of 5 baht', () => {
    let s = toggleKind(toggleKind(INITIAL_PAD_STATE, 'THREE_TOP'), 'THREE_TOD');
    const r = addNumbers(s, underground, ['123']);
    if (!r.ok) throw new Error('refused');
    s = r.state;
    expect(s.lines.map((l) => [l.kind, l.number, l.price])).toEqual([
      ['THREE_TOP', '123', '5'],
      ['THREE_TOD', '123', '5'],
    ]);
    expect(s.input).toBe('');
  });

  it('adds a tod once for all the permutations กลับเลข gives (one bet, not six), the straight kinds six times', () => {
    const s = toggleKind(toggleKind(INITIAL_PAD_STATE, 'THREE_TOP'), 'THREE_TOD');
    const r = addNumbers(s, underground, expandShortcut('REVERSE', '123', 3)!);
    if (!r.ok) throw new Error('refused');
    expect(r.state.lines.filter((l) => l.kind === 'THREE_TOP').map((l) => l.number)).toEqual([
      '123',
      '132',
      '213',
      '231',
      '312',
      '321',
    ]);
    expect(r.state.lines.filter((l) => l.kind === 'THREE_TOD').map((l) => l.number)).toEqual(['123']);
    expect(r).toMatchObject({ added: 7, duplicates: 5 });
    // a tod typed again in another order is a duplicate too
    const again = addNumbers(r.state, underground, ['321']);
    expect(again).toMatchObject({ ok: true, added: 0 });
  });

  it('refuses numbers with the wrong digit count, or before a kind is chosen', () => {
    expect(addNumbers(INITIAL_PAD_STATE, underground, ['12'])).toEqual({ ok: false, reason: 'noKind', digits: null });
    const s = toggleKind(INITIAL_PAD_STATE, 'THREE_TOP');
    expect(addNumbers(s, underground, ['12'])).toEqual({ ok: false, reason: 'wrongDigits', digits: 3 });
    expect(addNumbers(s, underground, [''])).toMatchObject({ ok: false });
  });

  it('skips lines already in the list and counts them', () => {
    const s = toggleKind(INITIAL_PAD_STATE, 'TWO_TOP');
    const first = addNumbers(s, underground, ['12', '34']);
    if (!first.ok) throw new Error('refused');
    const again = addNumbers(first.state, underground, ['12', '56']);
    expect(again).toMatchObject({ ok: true, added: 1, duplicates: 1 });
  });

  it('skips and lists the lines a closed restricted number refuses, adding the rest', () => {
    const s = toggleKind(toggleKind(INITIAL_PAD_STATE, 'THREE_TOP'), 'THREE_TOD');
    const r = addNumbers(s, underground, ['777', '123'], (kind, n) => kind === 'THREE_TOP' && n === '777');
    expect(r).toMatchObject({ ok: true, added: 3, refused: [{ kind: 'THREE_TOP', number: '777' }] });
    if (!r.ok) throw new Error('refused');
    expect(r.state.lines.map((l) => `${l.kind}:${l.number}`)).toEqual([
      'THREE_TOD:777',
      'THREE_TOP:123',
      'THREE_TOD:123',
    ]);
  });

  it('drops the pending Idempotency-Key whenever the lines or prices change', () => {
    const s = { ...toggleKind(INITIAL_PAD_STATE, 'TWO_TOP'), pendingSubmission: { key: 'k1', intent: 'slip' } };
    const r = addNumbers(s, underground, ['12']);
    if (!r.ok) throw new Error('refused');
    expect(r.state.pendingSubmission).toBeNull();
    expect(
      setPriceAll({ ...r.state, pendingSubmission: { key: 'k2', intent: 'slip' } }, '10').pendingSubmission,
    ).toBeNull();
    expect(
      setLinePrice({ ...r.state, pendingSubmission: { key: 'k3', intent: 'slip' } }, 0, '10').pendingSubmission,
    ).toBeNull();
  });

  it('checks prices against the kind min/max from the catalogue with at most 2 decimals', () => {
    const line = { id: 'x', kind: 'THREE_TOP' as const, number: '123', price: '5' };
    expect(priceLine(underground, line)).toMatchObject({
      valid: true,
      amountSatang: 500,
      minBaht: 1,
      maxBaht: 100,
      rateX100: 90000,
    });
    expect(priceLine(underground, { ...line, price: '100' }).valid).toBe(true);
    expect(priceLine(underground, { ...line, price: '100.01' }).valid).toBe(false);
    expect(priceLine(underground, { ...line, price: '0.99' }).valid).toBe(false);
    expect(priceLine(underground, { ...line, price: '1.005' }).valid).toBe(false);
    expect(priceLine(underground, { ...line, price: 'abc' }).valid).toBe(false);
  });
});
