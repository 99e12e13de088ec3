import { gameByCode } from '../catalogue';
import { effectiveBetKinds, readGameRates, withEffectiveKinds } from '../game-kinds';

const vn = gameByCode('VN')!;
const setHn = gameByCode('SETHN')!;

describe('rates and stake limits in force', () => {
  it('applies ops overrides field by field; null keeps the default; unit kinds keep the catalogue', () => {
    const kinds = effectiveBetKinds(vn, [
      { kind: 'THREE_TOP', rateX100: 70000, minSatang: null, maxSatang: 500_00 },
      { kind: 'FIVE_TOP', rateX100: 1, minSatang: 1, maxSatang: 1 },
    ]);
    expect(kinds.find((k) => k.kind === 'THREE_TOP')).toEqual({
      kind: 'THREE_TOP',
      rateX100: 70000,
      minSatang: 1_00,
      maxSatang: 500_00,
    });
    expect(kinds.find((k) => k.kind === 'TWO_TOP')).toBe(vn.betKinds.find((k) => k.kind === 'TWO_TOP'));
    expect(kinds.map((k) => k.kind)).toEqual(vn.betKinds.map((k) => k.kind));
    expect(effectiveBetKinds(setHn, [{ kind: 'SET_4D', rateX100: 5, minSatang: 1, maxSatang: 2 }])[0]).toEqual(
      setHn.betKinds[0],
    );
    expect(withEffectiveKinds(vn, [])).toBe(vn);
  });

  it('reads the public answer exactly (baht → satang, rate ×100) and falls back per kind on anything wrong', () => {
    const read = readGameRates(
      {
        game_code: 'VN',
        kinds: [
          { kind: 'THREE_TOP', rate: 850.55, min_amount: 0.1, max_amount: 1000.1 },
          { kind: 'RUN_TOP', rate: 'x', min_amount: 1, max_amount: 100 },
          { kind: 'TWO_TOP', rate: 1.234, min_amount: 1, max_amount: 100 },
          { kind: 'NOT_OURS', rate: 1, min_amount: 1, max_amount: 1 },
        ],
      },
      vn.betKinds,
    );
    expect(read[0]).toEqual({ kind: 'THREE_TOP', rateX100: 85055, minSatang: 10, maxSatang: 100010 });
    expect(read.find((k) => k.kind === 'RUN_TOP')).toEqual(vn.betKinds.find((k) => k.kind === 'RUN_TOP'));
    expect(read.find((k) => k.kind === 'TWO_TOP')).toEqual(vn.betKinds.find((k) => k.kind === 'TWO_TOP'));
    expect(read).toHaveLength(vn.betKinds.length);
    expect(readGameRates(null, vn.betKinds)).toEqual(vn.betKinds);
    expect(readGameRates({ kinds: 'nope' }, vn.betKinds)).toEqual(vn.betKinds);
  });
});
