import { HANOI_MALAY_SET_PRIZES, LAO_SET_PRIZES, ZODIAC_PRIZES } from '../catalogue';
import { highestPrize, setTiersMatched, zodiacTiersMatched } from '../fixed-prizes';

describe('set games pay only the highest prize of a set', () => {
  it('an exact hit pays four straight only', () => {
    const m = setTiersMatched('1234', '1234');
    expect(m).toEqual(['FOUR_STRAIGHT', 'FOUR_ANY_ORDER', 'THREE_STRAIGHT', 'THREE_ANY_ORDER', 'TWO_FRONT_BACK']);
    expect(highestPrize(m, LAO_SET_PRIZES)).toEqual({ tier: 'FOUR_STRAIGHT', satang: 120_000_00 });
    expect(highestPrize(m, HANOI_MALAY_SET_PRIZES)).toEqual({ tier: 'FOUR_STRAIGHT', satang: 90_000_00 });
  });
  it('three straight (41000) beats three any order and two back', () => {
    const m = setTiersMatched('9234', '1234');
    expect(m).toEqual(['THREE_STRAIGHT', 'THREE_ANY_ORDER', 'TWO_FRONT_BACK']);
    expect(highestPrize(m, LAO_SET_PRIZES)).toEqual({ tier: 'THREE_STRAIGHT', satang: 41_000_00 });
  });
  it('four any order alone', () => {
    expect(highestPrize(setTiersMatched('4321', '1234'), LAO_SET_PRIZES)).toEqual({
      tier: 'FOUR_ANY_ORDER',
      satang: 5_500_00,
    });
  });
  it('two front or back', () => {
    expect(highestPrize(setTiersMatched('1299', '1234'), LAO_SET_PRIZES)?.satang).toBe(1_700_00);
    expect(highestPrize(setTiersMatched('9934', '1234'), LAO_SET_PRIZES)?.satang).toBe(1_700_00);
    expect(highestPrize(setTiersMatched('9999', '1234'), LAO_SET_PRIZES)).toBeNull();
  });
});

describe('Laos zodiac (docs/game-rules.md)', () => {
  it('six exact, similar six, and trailing digits', () => {
    expect(highestPrize(zodiacTiersMatched('123456', '123456'), ZODIAC_PRIZES)?.satang).toBe(1_500_000_00);
    expect(highestPrize(zodiacTiersMatched('654321', '123456'), ZODIAC_PRIZES)?.satang).toBe(1_000_000_00);
    expect(highestPrize(zodiacTiersMatched('900056', '123456'), ZODIAC_PRIZES)?.satang).toBe(2_000_00);
    expect(highestPrize(zodiacTiersMatched('923456', '123456'), ZODIAC_PRIZES)?.satang).toBe(150_000_00);
    expect(highestPrize(zodiacTiersMatched('000000', '123456'), ZODIAC_PRIZES)).toBeNull();
  });
});
