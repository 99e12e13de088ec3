import { currentRoundQuery, partialCancelBody, restrictedNumberInput, voidRoundBody } from './draw-games';

describe('draw-game wire schemas', () => {
  it('a CAP rule needs a total or a per-player cap; a reduced rate factor is between 0 and 1', () => {
    const base = { game_code: 'VN', kind: 'TWO_TOP', number: '12' };
    expect(restrictedNumberInput.safeParse({ ...base, rule: 'CAP' }).success).toBe(false);
    expect(restrictedNumberInput.safeParse({ ...base, rule: 'CAP', per_player_cap: 50 }).success).toBe(true);
    expect(restrictedNumberInput.safeParse({ ...base, rule: 'REDUCED_RATE', rate_factor: 1 }).success).toBe(false);
    expect(restrictedNumberInput.safeParse({ ...base, rule: 'CLOSED' }).success).toBe(true);
  });

  it('is_set reads "true" only; a void needs a reason; a cancel without line ids is the whole slip', () => {
    expect(currentRoundQuery.parse({ is_set: 'true' }).is_set).toBe(true);
    expect(currentRoundQuery.parse({}).is_set).toBe(false);
    expect(voidRoundBody.safeParse({ reason: ' ' }).success).toBe(false);
    expect(partialCancelBody.parse({})).toEqual({});
  });
});
