import { DRAW_GAMES, GAMES, gameByApi, gameByCode, gameByRoute, gameBySlipId, resultGameOf } from '../catalogue';

// the short codes of docs/game-rules.md "Games and codes", verbatim
const SPEC_CODES = [
  'UG',
  'VN',
  'VNS',
  'VNVIP',
  'LA',
  'LASUPER',
  'LAREDC',
  'LASTAR',
  'LAZODC',
  'MY',
  'BAA',
  'GSB',
  'LOTTH',
  'STTH',
  'STKR',
  'STCN',
  'STUS',
  'STTW',
  'STJP',
  'STGM',
  'STLS',
  'STSP',
  'STUK',
  'STID',
  'STEY',
  'STHK',
  'SETLA',
  'SETHN',
  'SETMY',
  'YK',
  'PYC',
];
const SPEC_ROUTES = [
  '/gamelobby/underground',
  '/gamelobby/hanoi',
  '/gamelobby/hanoi-sp',
  '/gamelobby/hanoi-vip',
  '/gamelobby/laos',
  '/gamelobby/laos-super',
  '/gamelobby/laos-star',
  '/gamelobby/laos-redcross',
  '/gamelobby/laos-zodiac',
  '/gamelobby/malay',
  '/gamelobby/baa',
  '/gamelobby/gsb',
  ...[
    'thai',
    'korea',
    'china',
    'dowjones',
    'taiwan',
    'nikkei',
    'german',
    'russia',
    'singapore',
    'england',
    'india',
    'egypt',
    'hangseng',
  ].map((n) => `/gamelobby/stock-${n}`),
  '/gamelobby/set-laos',
  '/gamelobby/set-hanoi',
  '/gamelobby/set-malay',
  '/gamelobby/yeekee',
  '/minigame/cointossing',
  '/minigame/paoyingchub',
  '/lottery/thai',
];

describe('the game catalogue covers docs/game-rules.md "Games and codes"', () => {
  it('has the 28 draw games, yeekee, two mini-games and the ticket shop', () => {
    expect(DRAW_GAMES).toHaveLength(28);
    expect(GAMES).toHaveLength(32);
  });
  it('every listed route has exactly one game', () => {
    expect(GAMES.map((g) => g.route).sort()).toEqual([...SPEC_ROUTES].sort());
    for (const r of SPEC_ROUTES) expect(gameByRoute(r)?.route).toBe(r);
  });
  it('every listed short code is used once', () => {
    const codes = GAMES.map((g) => g.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of SPEC_CODES) expect(codes).toContain(c);
  });
  it('the longest short-code prefix wins for slip ids', () => {
    expect(gameBySlipId('VNVIP00001')?.code).toBe('VNVIP');
    expect(gameBySlipId('VNS00001')?.code).toBe('VNS');
    expect(gameBySlipId('VN00001')?.code).toBe('VN');
    expect(gameBySlipId('LASUPER1')?.code).toBe('LASUPER');
    expect(gameBySlipId('SETLA1')?.code).toBe('SETLA');
  });
  it('API {family}/{type} pairs are unique, and coin, paoyingchub and lottery have no favourite payload', () => {
    const keys = GAMES.map((g) => `${g.api.family}/${g.api.type}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(gameByApi('underground', 'thai')?.code).toBe('UG');
    for (const g of GAMES) expect(g.favorite === null).toBe(['coin', 'paoyingchub', 'lottery'].includes(g.gameType));
  });
  it('per-number limits: zodiac 99, set games 120', () => {
    expect(GAMES.find((g) => g.code === 'LAZODC')?.perNumberLimit).toBe(99);
    for (const c of ['SETLA', 'SETHN', 'SETMY']) expect(GAMES.find((g) => g.code === c)?.perNumberLimit).toBe(120);
  });
  it('stakes default to 1..100 baht on every rate-paying kind', () => {
    for (const g of DRAW_GAMES)
      for (const k of g.betKinds.filter((x) => x.rateX100 > 0))
        expect([k.minSatang, k.maxSatang]).toEqual([1_00, 100_00]);
  });
});

describe('resultGameOf: the official result a game settles on', () => {
  it('is the base game for every set game and the game itself otherwise', () => {
    for (const game of GAMES) {
      const base = resultGameOf(game);
      if (game.resultStrategy === 'SET_4D') {
        expect(base.code).not.toBe(game.code);
        expect(['LAO_4D', 'HANOI', 'MALAY_4D']).toContain(base.resultStrategy);
      } else expect(base).toBe(game);
    }
    expect(resultGameOf(gameByCode('SETLA')!).code).toBe('LA');
  });
});
