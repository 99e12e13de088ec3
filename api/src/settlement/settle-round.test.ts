import fs from 'node:fs';
import path from 'node:path';
import { deriveGloDigits, gloDrawSchema, type GloDraw } from 'shared-contracts';
import { settleLine } from './settle-round';

const draws: GloDraw[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../shared/data/glo-draws.json'), 'utf8'),
);
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
    expect(settleLine(l, digits)).toEqual({ status, payoutSatang: payout });
  });

  it('uses the rate stored on the line, not today’s', () => {
    expect(settleLine(line('TWO_TOP', '77', 2, 45), digits)).toEqual({ status: 'WIN', payoutSatang: 9_000 });
  });
});
