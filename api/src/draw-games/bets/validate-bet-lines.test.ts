import { gameByCode } from 'shared-contracts';
import { validateBetLines } from './validate-bet-lines';

const ug = gameByCode('UG')!;

describe('validateBetLines (Thai underground)', () => {
  it('accepts every kind the game offers, with the rate of docs/game-rules.md stored per line', () => {
    const { lines, problems } = validateBetLines(ug, [
      { kind: 'THREE_TOP', number: '077', amount: 10 },
      { kind: 'RUN_BOTTOM', number: '4', amount: '1.50' },
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { kind: 'THREE_TOP', number: '077', amountSatang: 1000, rateX100: 90000, units: null },
      { kind: 'RUN_BOTTOM', number: '4', amountSatang: 150, rateX100: 420, units: null },
    ]);
  });

  it.each([
    [{ kind: 'FOUR_TOP', number: '1234', amount: 1 }, 'lines.0.kind', /not offered by UG/],
    [{ kind: 'TWO_TOP', number: '123', amount: 1 }, 'lines.0.number', /exactly 2 digits/],
    [{ kind: 'TWO_TOP', number: '12', amount: 0 }, 'lines.0.amount', /between 1 and 100/],
    [{ kind: 'TWO_TOP', number: '12', amount: 100.01 }, 'lines.0.amount', /between 1 and 100/],
    [{ kind: 'TWO_TOP', number: '12', amount: 1.001 }, 'lines.0.amount', /at most 2 decimals/],
    [{ kind: 'TWO_TOP', number: '12', amount: '1e2' }, 'lines.0.amount', /at most 2 decimals/],
  ])('refuses %j at %s', (line, path, message) => {
    const { problems, lines } = validateBetLines(ug, [line]);
    expect(lines).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe(path);
    expect(problems[0]!.message).toMatch(message);
  });

  it('accepts exactly 1 and exactly 100 baht', () => {
    expect(
      validateBetLines(ug, [
        { kind: 'TWO_TOP', number: '12', amount: 1 },
        { kind: 'TWO_TOP', number: '12', amount: 100 },
      ]).problems,
    ).toEqual([]);
  });
});
