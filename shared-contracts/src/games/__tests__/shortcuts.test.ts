import {
  backRun,
  doubleNumbers,
  expandShortcut,
  frontRun,
  nineteenDoors,
  reverseNumbers,
  shortcutFits,
} from '../shortcuts';

describe('number-pad shortcuts', () => {
  it('front run (รูดหน้า) gives the ten numbers starting with the digit', () => {
    expect(frontRun('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
  });

  it('back run (รูดหลัง) gives the ten numbers ending with the digit', () => {
    expect(backRun('7')).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
  });

  it('19 doors (19 ประตู) gives 19 distinct numbers containing the digit, the double once', () => {
    const doors = nineteenDoors('5');
    expect(doors).toHaveLength(19);
    expect(new Set(doors).size).toBe(19);
    expect(doors.every((n) => n.includes('5'))).toBe(true);
    expect(doors.filter((n) => n === '55')).toHaveLength(1);
    expect(nineteenDoors('0')).toContain('00');
  });

  it('doubles (เลขเบิ้ล) are 00 to 99 with both digits equal', () => {
    expect(doubleNumbers()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });

  it('reverse (กลับเลข) gives all distinct permutations, the number itself first', () => {
    expect(reverseNumbers('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(reverseNumbers('112')).toEqual(['112', '121', '211']);
    expect(reverseNumbers('21')).toEqual(['21', '12']);
    expect(reverseNumbers('777')).toEqual(['777']);
    expect(reverseNumbers('1234')).toHaveLength(24);
    expect(reverseNumbers('007')).toEqual(['007', '070', '700']);
  });

  it('refuses inputs that are not digits', () => {
    expect(() => frontRun('a')).toThrow(RangeError);
    expect(() => frontRun('12')).toThrow(RangeError);
    expect(() => reverseNumbers('1x3')).toThrow(RangeError);
  });

  it('fits shortcuts to the kind digit count and input length', () => {
    expect(shortcutFits('NINETEEN_DOORS', 2, 1)).toBe(true);
    expect(shortcutFits('NINETEEN_DOORS', 3, 1)).toBe(false);
    expect(shortcutFits('NINETEEN_DOORS', 2, 2)).toBe(false);
    expect(shortcutFits('DOUBLES', 2, 0)).toBe(true);
    expect(shortcutFits('REVERSE', 3, 3)).toBe(true);
    expect(shortcutFits('REVERSE', 3, 2)).toBe(false);
    expect(shortcutFits('REVERSE', 1, 1)).toBe(false);
  });

  it('expandShortcut returns null when the shortcut does not fit', () => {
    expect(expandShortcut('FRONT_RUN', '4', 2)).toEqual(frontRun('4'));
    expect(expandShortcut('FRONT_RUN', '', 2)).toBeNull();
    expect(expandShortcut('REVERSE', '12', 3)).toBeNull();
    expect(expandShortcut('REVERSE', '321', 3)).toEqual(['321', '123', '132', '213', '231', '312']);
    expect(expandShortcut('DOUBLES', '9', 2)).toEqual(doubleNumbers());
  });
});
