/**
 * The game catalogue (ARCHITECTURE.md "shared-contracts"): every game of docs/game-rules.md "Games and codes" as data.
 * Route, short code, family, API `{family}/{type}` (docs/product.md "API paths"), favourite payload
 * (docs/product.md "Favourites and drafts"), schedule, bet kinds and default rates (docs/game-rules.md).
 * Rates are integer hundredths of baht paid per baht staked (3.2 -> 320); stake limits, unit prices and
 * prizes are integer satang (see `price-line.ts` for how a line is priced).
 * Adding a game is one entry here; the UI, the API and the tests all read this table.
 */
import { STAKE_DEFAULTS } from '../constants';
import type { BetKind } from './bet-kinds';

/** Game types: the favourite payload's `game_type` (docs/product.md "Favourites and drafts"). */
export type GameType =
  | 'underground'
  | 'hanoi'
  | 'lao'
  | 'malay'
  | 'bank'
  | 'lao_set'
  | 'hanoi_set'
  | 'malay_set'
  | 'stock'
  | 'yeekee'
  | 'lottery'
  | 'coin'
  | 'paoyingchub';

/** Lobby groups for the home listing (docs/product.md "Screens and routes"). */
export type LobbyGroup = 'underground' | 'lotto-set' | 'stock' | 'yeekee' | 'minigame' | 'lottery';

/** Named strategy turning an official result into digits (docs/game-rules.md "Winning digits per family"). */
export type ResultStrategy =
  'GLO' | 'HANOI' | 'LAO_4D' | 'LAO_5D' | 'LAO_ZODIAC' | 'MALAY_4D' | 'BANK' | 'STOCK' | 'YEEKEE' | 'SET_4D' | 'NONE';

/** Stock and day-period round types (docs/game-rules.md "Rounds and schedules"). */
export type RoundType = 'FULLDAY' | 'MORNING' | 'NOON' | 'AFTERNOON' | 'EVENING';

/** Favourite payload (docs/product.md "Favourites and drafts"); null for coin, paoyingchub and lottery. */
export interface FavoritePayload {
  game_type: GameType;
  hanoi_type?: 'normal' | 'special' | 'vip';
  lao_type?: 'normal' | 'zodiac' | 'super' | 'star' | 'redcross';
  bank_type?: 'baac' | 'gsb';
  stock_nation?: string;
  sub_type?: string;
}

export interface BetKindConfig {
  kind: BetKind;
  /**
   * Baht paid per baht staked, ×100 (docs/game-rules.md "Rates"). For SET_4D/SIX_NUMBER: 0, prizes come from
   * `prizeTable`.
   */
  rateX100: number;
  /**
   * Smallest and largest stake of one line, satang. For kinds sold in units (`isUnitKind`) they are whole
   * units × the game's `unitPriceSatang` (`lineAmountLimits` turns them back into units).
   */
  minSatang: number;
  maxSatang: number;
}

/** One closing of a day's schedule. `closeDayOffset` 1 = the close falls on the next Bangkok day. */
export interface ScheduleClose {
  roundType: RoundType;
  close: string;
  /** When the official result is expected, Bangkok HH:mm on the close's day. */
  result: string;
  closeDayOffset?: 0 | 1;
}

/**
 * How rounds are generated. `TABLE`: draw dates come from a table ops edit (GLO and its banks).
 * `WEEKLY`: draws on `drawDays` (0 = Sunday). `FREQUENT`: yeekee's rounds every `intervalMinutes`.
 */
export interface GameSchedule {
  calendar: 'TABLE' | 'WEEKLY' | 'FREQUENT' | 'ALWAYS';
  /** Bangkok HH:mm at which betting opens for the next round (on the previous round's day). */
  open: string;
  closes: ScheduleClose[];
  drawDays?: number[];
  daysOff?: number[];
  intervalMinutes?: number;
  roundsPerDay?: number;
  /**
   * FREQUENT (yeekee): minutes shooting stays open after a round's betting close; the result is computed at
   * the end of it (docs/game-rules.md "Yeekee").
   */
  shootingMinutes?: number;
  /** Partial cancels stop this many minutes before the betting close (default 15, docs/game-rules.md "Partial cancel"). */
  cancelStopBeforeCloseMinutes?: number;
  /** Cycles planned ahead: 10 (docs/game-rules.md "Rounds and schedules"). */
  cyclesAhead: number;
  /** A round without a result this long after its expected time is void (docs/game-rules.md "Voids and refunds"). */
  resultDeadlineMinutes: number;
}

/** A fixed prize table per set or ticket, best first (set games, zodiac). */
export interface PrizeTier {
  tier: string;
  /** Prize of one unit (set or ticket), satang. */
  satang: number;
}

/** A streak mini-game's stake limits and the stake the UI offers first, satang (docs/game-rules.md "Mini-games"). */
export interface StreakStakes {
  minStakeSatang: number;
  maxStakeSatang: number;
  defaultStakeSatang: number;
}

export interface GameDef {
  /** Short code (docs/game-rules.md "Games and codes"), the prefix of bet-slip ids. */
  code: string;
  /** Route slug under its base: `underground`, `hanoi-sp`, `stock-thai`, ... */
  slug: string;
  route: string;
  /** i18n key in the `common` namespace for the game's Thai name. */
  labelKey: string;
  gameType: GameType;
  group: LobbyGroup;
  /** API path parts: `/{family}/bet/{type}` (docs/product.md "API paths"). */
  api: { family: string; type: string };
  /** Which remote owns the route. */
  remote: 'games' | 'lotteryShop' | 'minigames';
  favorite: FavoritePayload | null;
  resultStrategy: ResultStrategy;
  schedule: GameSchedule | null;
  betKinds: BetKindConfig[];
  /** Per-number limit (docs/game-rules.md "Stakes and limits": zodiac 99, sets 120), in tickets/sets. */
  perNumberLimit?: number;
  /** Set/zodiac price per unit (set or ticket), satang (docs/game-rules.md "Stakes and limits"). */
  unitPriceSatang?: number;
  prizeTable?: PrizeTier[];
  /** Stock games: the market's nation key and whether it is one of the 13 markets. */
  stockNation?: string;
  /** Mini-games (coin toss, rock-paper-scissors): stake limits of a streak slip; ops may override them. */
  streak?: StreakStakes;
  /** True when the game can be bet on in the current build (later issues switch the rest on). */
  playable: boolean;
}

const k = (kind: BetKind, rate: number): BetKindConfig => ({
  kind,
  rateX100: Math.round(rate * 100),
  minSatang: STAKE_DEFAULTS.minSatang,
  maxSatang: STAKE_DEFAULTS.maxSatang,
});

/** Set and zodiac price per unit (docs/game-rules.md "Stakes and limits": 120 baht a set or a ticket), satang. */
const UNIT_PRICE_SATANG = 120_00;

/** A kind sold in units: 1 to `maxUnits` units a line at `UNIT_PRICE_SATANG` each. */
const unitKind = (kind: BetKind, maxUnits: number): BetKindConfig => ({
  kind,
  rateX100: 0,
  minSatang: UNIT_PRICE_SATANG,
  maxSatang: maxUnits * UNIT_PRICE_SATANG,
});

/** GLO underground rates (docs/game-rules.md "Rates"). */
export const GLO_BET_KINDS: BetKindConfig[] = [
  k('THREE_TOP', 900),
  k('THREE_TOD', 150),
  k('THREE_FRONT', 450),
  k('THREE_BOTTOM', 450),
  k('TWO_TOP', 90),
  k('TWO_BOTTOM', 90),
  k('RUN_TOP', 3.2),
  k('RUN_BOTTOM', 4.2),
];

/** Daily games: Hanoi, Laos, Malay, banks, stocks, yeekee (docs/game-rules.md "Rates"). */
export const DAILY_BET_KINDS: BetKindConfig[] = [
  k('THREE_TOP', 850),
  k('THREE_TOD', 120),
  k('TWO_TOP', 92),
  k('TWO_BOTTOM', 92),
  k('RUN_TOP', 3.2),
  k('RUN_BOTTOM', 4.2),
];

/** Daily games that publish 4 digits add FOUR_TOP / FOUR_ANY_ORDER. */
export const DAILY_4D_BET_KINDS: BetKindConfig[] = [...DAILY_BET_KINDS, k('FOUR_TOP', 6000), k('FOUR_ANY_ORDER', 240)];

const SET_KINDS: BetKindConfig[] = [unitKind('SET_4D', 120)];

/** Set prizes per set, satang (docs/game-rules.md "Set games"), highest first. */
export const LAO_SET_PRIZES: PrizeTier[] = [
  { tier: 'FOUR_STRAIGHT', satang: 120_000_00 },
  { tier: 'FOUR_ANY_ORDER', satang: 5_500_00 },
  { tier: 'THREE_STRAIGHT', satang: 41_000_00 },
  { tier: 'THREE_ANY_ORDER', satang: 4_100_00 },
  { tier: 'TWO_FRONT_BACK', satang: 1_700_00 },
];
export const HANOI_MALAY_SET_PRIZES: PrizeTier[] = [
  { tier: 'FOUR_STRAIGHT', satang: 90_000_00 },
  { tier: 'FOUR_ANY_ORDER', satang: 4_000_00 },
  { tier: 'THREE_STRAIGHT', satang: 30_000_00 },
  { tier: 'THREE_ANY_ORDER', satang: 3_000_00 },
  { tier: 'TWO_FRONT_BACK', satang: 1_400_00 },
];
/** Laos zodiac prizes per ticket, satang (docs/game-rules.md "Laos zodiac"), highest first. */
export const ZODIAC_PRIZES: PrizeTier[] = [
  { tier: 'SIX', satang: 1_500_000_00 },
  { tier: 'SIMILAR_SIX', satang: 1_000_000_00 },
  { tier: 'FIVE', satang: 150_000_00 },
  { tier: 'FOUR', satang: 15_000_00 },
  { tier: 'THREE', satang: 4_000_00 },
  { tier: 'TWO', satang: 2_000_00 },
  { tier: 'ONE', satang: 500_00 },
];

const EVERY_DAY: number[] = [];
const daily = (open: string, close: string, result: string, extra: Partial<GameSchedule> = {}): GameSchedule => ({
  calendar: 'WEEKLY',
  open,
  closes: [{ roundType: 'FULLDAY', close, result }],
  daysOff: EVERY_DAY,
  cyclesAhead: 10,
  resultDeadlineMinutes: 60,
  ...extra,
});

const drawGame = (
  g: Omit<GameDef, 'route' | 'remote' | 'playable' | 'labelKey'> & { playable?: boolean },
): GameDef => ({
  ...g,
  route: `/gamelobby/${g.slug}`,
  remote: 'games',
  labelKey: `game.${g.slug}`,
  // issue 3: every draw game is playable through the engine (an entry may opt out until its lobby exists)
  playable: g.playable ?? true,
});

/** A Hanoi draw (normal, special, VIP): 4 digits, the daily rates with the 4-digit kinds. */
const hanoiGame = (
  code: string,
  slug: string,
  type: NonNullable<FavoritePayload['hanoi_type']>,
  schedule: GameSchedule,
): GameDef =>
  drawGame({
    code,
    slug,
    gameType: 'hanoi',
    group: 'underground',
    api: { family: 'hanoi', type },
    favorite: { game_type: 'hanoi', hanoi_type: type },
    resultStrategy: 'HANOI',
    schedule,
    betKinds: DAILY_4D_BET_KINDS,
  });

/** A 5-digit Laos draw (super, star, red cross): the daily rates. */
const lao5dGame = (
  code: string,
  slug: string,
  type: NonNullable<FavoritePayload['lao_type']>,
  schedule: GameSchedule,
): GameDef =>
  drawGame({
    code,
    slug,
    gameType: 'lao',
    group: 'underground',
    api: { family: 'lao', type },
    favorite: { game_type: 'lao', lao_type: type },
    resultStrategy: 'LAO_5D',
    schedule,
    betKinds: DAILY_BET_KINDS,
  });

/** A bank lottery (BAAC, GSB): a calendar of announced dates (`draw-dates.ts`), betting closing at `close` Bangkok time. */
const bankGame = (
  code: string,
  slug: string,
  type: NonNullable<FavoritePayload['bank_type']>,
  close: string,
  result: string,
): GameDef =>
  drawGame({
    code,
    slug,
    gameType: 'bank',
    group: 'underground',
    api: { family: 'bank', type },
    favorite: { game_type: 'bank', bank_type: type },
    resultStrategy: 'BANK',
    schedule: {
      calendar: 'TABLE',
      open: '16:30',
      closes: [{ roundType: 'FULLDAY', close, result }],
      cyclesAhead: 10,
      resultDeadlineMinutes: 60,
    },
    betKinds: DAILY_BET_KINDS,
  });

/** A set game on `nation`'s 4-digit draw (docs/game-rules.md "Set games"): sets of 120 baht, a prize table. */
const setGame = (
  code: string,
  slug: string,
  nation: 'lao' | 'hanoi' | 'malay',
  schedule: GameSchedule,
  prizeTable: PrizeTier[],
): GameDef =>
  drawGame({
    code,
    slug,
    gameType: `${nation}_set`,
    group: 'lotto-set',
    api: { family: `set/${nation}`, type: 'normal' },
    favorite: { game_type: `${nation}_set` },
    resultStrategy: 'SET_4D',
    schedule,
    betKinds: SET_KINDS,
    perNumberLimit: 120,
    unitPriceSatang: UNIT_PRICE_SATANG,
    prizeTable,
  });

/** A mini-game of the minigames remote (a streak of rounds, no schedule), with the default stake limits. */
const streakGame = (code: string, slug: string, gameType: GameType, family: string): GameDef => ({
  code,
  slug,
  route: `/minigame/${slug}`,
  labelKey: `game.${slug}`,
  gameType,
  group: 'minigame',
  api: { family, type: 'normal' },
  remote: 'minigames',
  favorite: null,
  resultStrategy: 'NONE',
  schedule: null,
  betKinds: [],
  streak: {
    minStakeSatang: STAKE_DEFAULTS.minSatang,
    maxStakeSatang: STAKE_DEFAULTS.maxSatang,
    defaultStakeSatang: STAKE_DEFAULTS.defaultSatang,
  },
  playable: true,
});

interface StockMarket {
  nation: string;
  code: string;
  closes: ScheduleClose[];
  daysOff?: number[];
  /**
   * Bangkok wall-clock time a trading day's round opens (default midnight). A market whose round closes after
   * midnight opens when the previous one closes: at midnight its previous round still takes bets, so the one
   * opening rule would wait for the next midnight and leave an hour of betting.
   */
  open?: string;
}
/** The 13 stock markets (docs/game-rules.md "Rounds and schedules"). Closes are Bangkok time. */
const STOCK_MARKETS: StockMarket[] = [
  { nation: 'thai', code: 'STTH', closes: [{ roundType: 'EVENING', close: '16:20', result: '16:45' }] },
  { nation: 'korea', code: 'STKR', closes: [{ roundType: 'AFTERNOON', close: '12:40', result: '13:40' }] },
  {
    nation: 'china',
    code: 'STCN',
    closes: [
      { roundType: 'MORNING', close: '10:00', result: '10:40' },
      { roundType: 'AFTERNOON', close: '13:30', result: '14:10' },
    ],
  },
  {
    nation: 'dowjones',
    code: 'STUS',
    closes: [{ roundType: 'EVENING', close: '01:00', result: '04:30', closeDayOffset: 1 }],
    open: '01:00',
  },
  { nation: 'taiwan', code: 'STTW', closes: [{ roundType: 'NOON', close: '12:00', result: '12:45' }] },
  {
    nation: 'nikkei',
    code: 'STJP',
    closes: [
      { roundType: 'MORNING', close: '09:20', result: '09:40' },
      { roundType: 'AFTERNOON', close: '12:50', result: '13:40' },
    ],
  },
  { nation: 'german', code: 'STGM', closes: [{ roundType: 'EVENING', close: '22:00', result: '23:45' }] },
  { nation: 'russia', code: 'STLS', closes: [{ roundType: 'EVENING', close: '22:00', result: '23:00' }] },
  { nation: 'singapore', code: 'STSP', closes: [{ roundType: 'AFTERNOON', close: '15:50', result: '16:20' }] },
  { nation: 'england', code: 'STUK', closes: [{ roundType: 'EVENING', close: '22:00', result: '23:45' }] },
  { nation: 'india', code: 'STID', closes: [{ roundType: 'AFTERNOON', close: '16:40', result: '17:15' }] },
  {
    nation: 'egypt',
    code: 'STEY',
    closes: [{ roundType: 'EVENING', close: '18:00', result: '19:00' }],
    daysOff: [5, 6],
  },
  {
    nation: 'hangseng',
    code: 'STHK',
    closes: [
      { roundType: 'MORNING', close: '10:50', result: '11:10' },
      { roundType: 'AFTERNOON', close: '14:50', result: '15:20' },
    ],
  },
];

export const STOCK_NATIONS = STOCK_MARKETS.map((m) => m.nation);

const stockGames: GameDef[] = STOCK_MARKETS.map((m) =>
  drawGame({
    code: m.code,
    slug: `stock-${m.nation}`,
    gameType: 'stock',
    group: 'stock',
    api: { family: 'stock', type: m.nation },
    favorite: { game_type: 'stock', stock_nation: m.nation },
    resultStrategy: 'STOCK',
    stockNation: m.nation,
    schedule: {
      calendar: 'WEEKLY',
      open: m.open ?? '00:00',
      closes: m.closes,
      daysOff: m.daysOff ?? [0, 6],
      cyclesAhead: 10,
      resultDeadlineMinutes: 60,
    },
    betKinds: DAILY_BET_KINDS,
  }),
);

/** Every game of the product, draw games first (docs/game-rules.md "Games and codes" order). */
/** The government-lottery ticket shop's game code (`lottery/thai`): one name for the api and every front end. */
export const SHOP_GAME_CODE = 'LOTTH';
/**
 * The ticket shop's daily times, Bangkok (product-spec section 9 "Online lottery"): sales close at 13:00 on the
 * draw date and the payout time shown to players is 16:16; sales of the next draw open at 16:30.
 */
export const SHOP_TIMES = { open: '16:30', close: '13:00', payout: '16:16' } as const;

export const GAMES: readonly GameDef[] = [
  drawGame({
    code: 'UG',
    slug: 'underground',
    gameType: 'underground',
    group: 'underground',
    api: { family: 'underground', type: 'thai' },
    favorite: { game_type: 'underground' },
    resultStrategy: 'GLO',
    schedule: {
      calendar: 'TABLE',
      open: '16:30',
      closes: [{ roundType: 'FULLDAY', close: '15:10', result: '16:00' }],
      cyclesAhead: 10,
      resultDeadlineMinutes: 60,
    },
    betKinds: GLO_BET_KINDS,
    playable: true,
  }),
  hanoiGame('VN', 'hanoi', 'normal', daily('21:00', '18:00', '18:30')),
  hanoiGame('VNS', 'hanoi-sp', 'special', daily('21:00', '17:00', '17:30')),
  hanoiGame('VNVIP', 'hanoi-vip', 'vip', daily('21:00', '19:00', '19:30')),
  drawGame({
    code: 'LA',
    slug: 'laos',
    gameType: 'lao',
    group: 'underground',
    api: { family: 'lao', type: 'normal' },
    favorite: { game_type: 'lao', lao_type: 'normal' },
    resultStrategy: 'LAO_4D',
    schedule: daily('21:00', '20:00', '20:30', { drawDays: [1, 3, 5] }),
    betKinds: DAILY_4D_BET_KINDS,
  }),
  drawGame({
    code: 'LAZODC',
    slug: 'laos-zodiac',
    gameType: 'lao',
    group: 'underground',
    api: { family: 'lao/zodiac', type: 'normal' },
    favorite: { game_type: 'lao', lao_type: 'zodiac' },
    resultStrategy: 'LAO_ZODIAC',
    schedule: daily('21:00', '20:00', '20:30', { drawDays: [1, 3, 5] }),
    betKinds: [unitKind('SIX_NUMBER', 99)],
    perNumberLimit: 99,
    unitPriceSatang: UNIT_PRICE_SATANG,
    prizeTable: ZODIAC_PRIZES,
  }),
  lao5dGame('LASUPER', 'laos-super', 'super', daily('21:00', '18:30', '19:00')),
  lao5dGame('LASTAR', 'laos-star', 'star', daily('16:00', '14:45', '15:15')),
  lao5dGame('LAREDC', 'laos-redcross', 'redcross', daily('01:00', '22:30', '23:00')),
  drawGame({
    code: 'MY',
    slug: 'malay',
    gameType: 'malay',
    group: 'underground',
    api: { family: 'malay', type: 'normal' },
    favorite: { game_type: 'malay' },
    resultStrategy: 'MALAY_4D',
    schedule: daily('21:00', '18:00', '18:30', { drawDays: [0, 3, 6] }),
    betKinds: DAILY_4D_BET_KINDS,
  }),
  bankGame('BAA', 'baa', 'baac', '09:00', '10:30'),
  bankGame('GSB', 'gsb', 'gsb', '12:30', '14:00'),
  ...stockGames,
  setGame('SETLA', 'set-laos', 'lao', daily('21:00', '20:00', '20:30', { drawDays: [1, 3, 5] }), LAO_SET_PRIZES),
  setGame('SETHN', 'set-hanoi', 'hanoi', daily('21:00', '18:00', '18:30'), HANOI_MALAY_SET_PRIZES),
  setGame(
    'SETMY',
    'set-malay',
    'malay',
    daily('21:00', '18:00', '18:30', { drawDays: [0, 3, 6] }),
    HANOI_MALAY_SET_PRIZES,
  ),
  drawGame({
    code: 'YK',
    slug: 'yeekee',
    gameType: 'yeekee',
    group: 'yeekee',
    api: { family: 'yeekee', type: 'normal' },
    favorite: { game_type: 'yeekee' },
    resultStrategy: 'YEEKEE',
    schedule: {
      calendar: 'FREQUENT',
      open: '05:45',
      // 88 rounds, betting closing 06:00 to 03:45 every 15 minutes; shooting stays open 10 minutes more, so the
      // day's last close (and result) is 03:55 the next morning (docs/game-rules.md "Yeekee")
      closes: [{ roundType: 'FULLDAY', close: '03:55', result: '03:55', closeDayOffset: 1 }],
      intervalMinutes: 15,
      roundsPerDay: 88,
      shootingMinutes: 10,
      // a round takes bets for 15 minutes only (docs/game-rules.md "Partial cancel")
      cancelStopBeforeCloseMinutes: 5,
      cyclesAhead: 10,
      resultDeadlineMinutes: 60,
    },
    betKinds: DAILY_BET_KINDS,
    // bets, shots and results in the games remote's yeekee lobby (docs/game-rules.md "Yeekee")
    playable: true,
  }),
  streakGame('CT', 'cointossing', 'coin', 'coin'),
  streakGame('PYC', 'paoyingchub', 'paoyingchub', 'paoyingchub'),
  {
    code: SHOP_GAME_CODE,
    slug: 'thai',
    route: '/lottery/thai',
    labelKey: 'game.lottery-thai',
    gameType: 'lottery',
    group: 'lottery',
    api: { family: 'lottery', type: 'thai' },
    remote: 'lotteryShop',
    favorite: null,
    resultStrategy: 'GLO',
    schedule: {
      calendar: 'TABLE',
      open: SHOP_TIMES.open,
      closes: [{ roundType: 'FULLDAY', close: SHOP_TIMES.close, result: SHOP_TIMES.payout }],
      cyclesAhead: 10,
      resultDeadlineMinutes: 60,
    },
    betKinds: [],
    playable: false,
  },
];

/**
 * The 28 draw games of docs/game-rules.md "Games and codes" (underground, Hanoi ×3, Laos ×5, Malay, 2 banks, 13 stocks,
 * 3 sets).
 */
export const DRAW_GAMES: readonly GameDef[] = GAMES.filter((g) => g.remote === 'games' && g.gameType !== 'yeekee');

/** Finds a game by short code; undefined when unknown. */
export function gameByCode(code: string): GameDef | undefined {
  return GAMES.find((g) => g.code === code);
}

/**
 * Set games settle on their base game's official result (set/lao = LAO_4D, set/hanoi = HANOI, set/malay = MALAY_4D;
 * docs/game-rules.md "Winning digits per family"): the one table the api and the console read.
 */
const SET_BASE: Readonly<Record<string, string>> = { SETLA: 'LA', SETHN: 'VN', SETMY: 'MY' };

/** The game whose official result a game takes: itself, or a set game's base game. */
export function resultGameOf(game: GameDef): GameDef {
  const base = SET_BASE[game.code];
  return base ? gameByCode(base)! : game;
}

/** Finds a game by its API family and type, e.g. ('underground', 'thai'). */
export function gameByApi(family: string, type: string): GameDef | undefined {
  return GAMES.find((g) => g.api.family === family && g.api.type === type);
}

/** Finds a game by route, e.g. '/gamelobby/hanoi-sp'. */
export function gameByRoute(route: string): GameDef | undefined {
  return GAMES.find((g) => g.route === route);
}

/**
 * The game a bet-slip id belongs to: the longest short-code prefix wins (docs/game-rules.md "Games and codes"),
 * so "VNVIP123" is Hanoi VIP, not Hanoi.
 */
export function gameBySlipId(slipId: string): GameDef | undefined {
  return [...GAMES].sort((a, b) => b.code.length - a.code.length).find((g) => slipId.toUpperCase().startsWith(g.code));
}

/** The bet-kind configuration of a game, or undefined when the game does not offer the kind. */
export function betKindConfig(game: GameDef, kind: string): BetKindConfig | undefined {
  return game.betKinds.find((c) => c.kind === kind);
}
