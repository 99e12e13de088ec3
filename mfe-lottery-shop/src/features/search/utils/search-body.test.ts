import { cleanBox, spreadPattern, toSearchBody } from './search-body';

describe('search body', () => {
  it('sends blanks and underscores as any digit', () => {
    expect(toSearchBody(['1', '', '_', '4', '', '6'])).toEqual({
      first_number: '1',
      second_number: '',
      third_number: '',
      fourth_number: '4',
      fifth_number: '',
      sixth_number: '6',
    });
  });

  it('keeps one digit or underscore per box', () => {
    expect(cleanBox('a7')).toBe('7');
    expect(cleanBox('_')).toBe('_');
    expect(cleanBox('x')).toBe('');
  });

  it('spreads a pattern of up to six characters from the left', () => {
    expect(spreadPattern('12_4')).toEqual(['1', '2', '_', '4', '', '']);
    expect(spreadPattern('1234567')).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
