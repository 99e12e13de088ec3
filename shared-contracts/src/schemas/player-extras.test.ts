import { GAMES } from '../games/catalogue';
import { gameForFavorite, kindFromFamousQuery } from './player-extras';

describe('gameForFavorite', () => {
  it('maps every catalogue favourite payload back to its own game', () => {
    for (const game of GAMES.filter((g) => g.favorite))
      expect(gameForFavorite(game.favorite!).game?.code).toBe(game.code);
  });

  it('names the field that matches no game', () => {
    expect(gameForFavorite({ game_type: 'coin' }).error?.path).toBe('game_type');
    expect(gameForFavorite({ game_type: 'lao' }).error?.path).toBe('lao_type');
    expect(gameForFavorite({ game_type: 'lao', lao_type: 'vip' }).error?.path).toBe('lao_type');
    expect(gameForFavorite({ game_type: 'yeekee', stock_nation: 'thai' }).error?.path).toBe('stock_nation');
  });

  it('treats null and empty sub-fields as unset', () => {
    expect(gameForFavorite({ game_type: 'underground', hanoi_type: null, lao_type: '' }).game?.code).toBe('UG');
  });
});

describe('kindFromFamousQuery', () => {
  it('reads kind= or any {x}_type=, case-insensitively, ignoring other parameters', () => {
    expect(kindFromFamousQuery({ three_type: 'THREE_TOP' })).toBe('THREE_TOP');
    expect(kindFromFamousQuery({ kind: 'two_bottom' })).toBe('TWO_BOTTOM');
    expect(kindFromFamousQuery({ game_type: 'hanoi', two_type: 'TWO_TOP' })).toBe('TWO_TOP');
    expect(kindFromFamousQuery({ prize: 'THREE_TOP' })).toBeUndefined();
    expect(kindFromFamousQuery({})).toBeUndefined();
  });
});
