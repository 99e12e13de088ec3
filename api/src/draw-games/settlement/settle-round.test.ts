import { deriveGloDigits, gameByCode, gloDrawSchema, settleLine, type GloDraw } from 'shared-contracts';
import { readSharedJson } from 'shared-contracts/testing/shared-data';

const draws = readSharedJson<GloDraw[]>('glo-draws.json');
const digits = deriveGloDigits(gloDrawSchema.parse(draws.find((d) => d.date === '2026-05-02')));
const line = (kind: string, number: string, baht: number, rate: number) => ({
  kind,
  number,
  amount_satang: baht * 100,
  rate_x100: rate * 100,
});

describe('settleLine against the real 2026-05-02 draw (first 536077, last two 43)', () => {
  it.each([
    [line('THREE_TOP', '077', 10, 900), 'WIN', 900_000],
    [line('THREE_TOP', '770', 10, 900), 'LOSE', 0],
    [line('THREE_TOD', '707', 10, 150), 'WIN', 150_000],
    [line('THREE_FRONT', '267', 1, 450), 'WIN', 45_000],
    [line('THREE_BOTTOM', '153', 1, 450), 'WIN', 45_000],
    [line('TWO_TOP', '77', 1, 90), 'WIN', 9_000],
    [line('TWO_BOTTOM', '34', 1, 90), 'LOSE', 0],
    [line('RUN_TOP', '7', 1, 3.2), 'WIN', 320], // paid once although 7 occurs twice
    [line('RUN_BOTTOM', '3', 1, 4.2), 'WIN', 420],
    [line('RUN_BOTTOM', '5', 1, 4.2), 'LOSE', 0],
  ])('%j → %s %i satang', (l, status, payout) => {
    expect(settleLine(l, digits)).toEqual({ status, payoutSatang: payout, prizeTier: null });
  });

  it('uses the rate stored on the line, not today’s', () => {
    expect(settleLine(line('TWO_TOP', '77', 2, 45), digits)).toEqual({
      status: 'WIN',
      payoutSatang: 9_000,
      prizeTier: null,
    });
  });
});

describe('settleLine for fixed-prize kinds (docs/game-rules.md "Set games", "Laos zodiac")', () => {
  const setHanoi = gameByCode('SETHN')!;
  const setLao = gameByCode('SETLA')!;
  const zodiac = gameByCode('LAZODC')!;
  const unitLine = (kind: string, number: string, units: number) => ({
    kind,
    number,
    units,
    amount_satang: units * 120_00,
    rate_x100: 0,
  });
  const d4 = { top3: '132', top2: '32', bottom2: '57', d4: '6132' };

  it.each([
    ['6132', 'FOUR_STRAIGHT', 90_000],
    ['2613', 'FOUR_ANY_ORDER', 4_000],
    ['9132', 'THREE_STRAIGHT', 30_000],
    ['9213', 'THREE_ANY_ORDER', 3_000],
    ['6100', 'TWO_FRONT_BACK', 1_400],
    ['0032', 'TWO_FRONT_BACK', 1_400],
  ])('a Hanoi set %s collects only its highest prize (%s, %d baht per set)', (number, tier, baht) => {
    expect(settleLine(unitLine('SET_4D', number, 3), d4, setHanoi)).toEqual({
      status: 'WIN',
      payoutSatang: baht * 100 * 3,
      prizeTier: tier,
    });
  });

  it('a Laos set uses the Laos prize table; a set matching nothing loses', () => {
    expect(settleLine(unitLine('SET_4D', '6132', 1), d4, setLao).payoutSatang).toBe(120_000_00);
    expect(settleLine(unitLine('SET_4D', '0000', 1), d4, setLao)).toEqual({
      status: 'LOSE',
      payoutSatang: 0,
      prizeTier: null,
    });
  });

  it.each([
    ['529193', 'SIX', 1_500_000],
    ['921359', 'SIMILAR_SIX', 1_000_000],
    ['629193', 'FIVE', 150_000],
    ['009193', 'FOUR', 15_000],
    ['000193', 'THREE', 4_000],
    ['000093', 'TWO', 2_000],
    ['000003', 'ONE', 500],
  ])('a zodiac ticket %s pays its highest prize only (%s, %d baht per ticket)', (ticket, tier, baht) => {
    const digits = { top3: '193', top2: '93', bottom2: '91', d4: '9193', d6: '529193' };
    expect(settleLine(unitLine('SIX_NUMBER', ticket, 2), digits, zodiac)).toEqual({
      status: 'WIN',
      payoutSatang: baht * 100 * 2,
      prizeTier: tier,
    });
  });
});
