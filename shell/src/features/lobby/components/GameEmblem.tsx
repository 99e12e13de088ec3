/**
 * A game card's picture (issue 23: the internal code was the only one): the flag of the country whose draw or
 * market the game follows, drawn simply in SVG (no image to download), or an icon for yeekee and the mini-games.
 * Decorative: the card's Thai name says the same (aria-hidden).
 */
import type { ReactNode } from 'react';
import type { GameDef } from 'shared-contracts';
import { Icon, theme } from 'shared-ui';

type Flag =
  'th' | 'vn' | 'la' | 'my' | 'kr' | 'cn' | 'hk' | 'tw' | 'jp' | 'sg' | 'in' | 'eg' | 'de' | 'gb' | 'ru' | 'us';

const STOCK_FLAGS: Record<string, Flag> = {
  thai: 'th',
  korea: 'kr',
  china: 'cn',
  hangseng: 'hk',
  taiwan: 'tw',
  nikkei: 'jp',
  singapore: 'sg',
  india: 'in',
  egypt: 'eg',
  german: 'de',
  england: 'gb',
  russia: 'ru',
  dowjones: 'us',
  lao: 'la',
};

/** The flag a game's card shows, or null for a game with an icon instead (yeekee, mini-games). */
export function flagOf(game: GameDef): Flag | null {
  switch (game.gameType) {
    case 'underground':
    case 'bank':
    case 'lottery':
      return 'th';
    case 'hanoi':
    case 'hanoi_set':
      return 'vn';
    case 'lao':
    case 'lao_set':
      return 'la';
    case 'malay':
    case 'malay_set':
      return 'my';
    case 'stock':
      return STOCK_FLAGS[game.stockNation ?? ''] ?? null;
    default:
      return null;
  }
}

/** A five-pointed star's polygon points around (cx, cy), outer radius r. */
function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? r : r * 0.4;
    return `${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** Horizontal stripes of equal height, top to bottom. */
function stripes(colors: string[]): ReactNode {
  const h = 20 / colors.length;
  return colors.map((c, i) => <rect key={i} x={0} y={i * h} width={30} height={h + 0.05} fill={c} />);
}

const RED = '#d8202a';
const BLUE = '#1d3f8f';
const WHITE = '#ffffff';
const YELLOW = '#f5c400';

const FLAGS: Record<Flag, ReactNode> = {
  th: stripes([RED, WHITE, BLUE, BLUE, WHITE, RED]),
  vn: (
    <>
      <rect width={30} height={20} fill={RED} />
      <polygon points={star(15, 10.5, 6)} fill={YELLOW} />
    </>
  ),
  la: (
    <>
      {stripes([RED, BLUE, BLUE, RED])}
      <circle cx={15} cy={10} r={4} fill={WHITE} />
    </>
  ),
  my: (
    <>
      {stripes([RED, WHITE, RED, WHITE, RED, WHITE, RED])}
      <rect width={15} height={11.4} fill={BLUE} />
      <circle cx={6} cy={5.7} r={3.6} fill={YELLOW} />
      <circle cx={7.2} cy={5.7} r={3} fill={BLUE} />
      <polygon points={star(11, 5.7, 2.6)} fill={YELLOW} />
    </>
  ),
  kr: (
    <>
      <rect width={30} height={20} fill={WHITE} stroke="#ddd" strokeWidth={0.5} />
      <path d="M10 10a5 5 0 0 1 10 0z" fill={RED} />
      <path d="M10 10a5 5 0 0 0 10 0z" fill={BLUE} />
    </>
  ),
  cn: (
    <>
      <rect width={30} height={20} fill={RED} />
      <polygon points={star(6, 6, 3.6)} fill={YELLOW} />
    </>
  ),
  hk: (
    <>
      <rect width={30} height={20} fill={RED} />
      <polygon points={star(15, 10.5, 6)} fill={WHITE} />
    </>
  ),
  tw: (
    <>
      <rect width={30} height={20} fill={RED} />
      <rect width={15} height={10} fill={BLUE} />
      <circle cx={7.5} cy={5} r={2.8} fill={WHITE} />
    </>
  ),
  jp: (
    <>
      <rect width={30} height={20} fill={WHITE} stroke="#ddd" strokeWidth={0.5} />
      <circle cx={15} cy={10} r={6} fill={RED} />
    </>
  ),
  sg: (
    <>
      {stripes([RED, WHITE])}
      <circle cx={7} cy={5} r={3.4} fill={WHITE} />
      <circle cx={8.3} cy={5} r={3.1} fill={RED} />
    </>
  ),
  in: (
    <>
      {stripes(['#ff9933', WHITE, '#138808'])}
      <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.8} />
    </>
  ),
  eg: (
    <>
      {stripes([RED, WHITE, '#111111'])}
      <circle cx={15} cy={10} r={2.2} fill="#c09300" />
    </>
  ),
  de: stripes(['#111111', '#dd0000', '#ffce00']),
  gb: (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke={WHITE} strokeWidth={4} />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth={1.4} />
      <path d="M15 0v20M0 10h30" stroke={WHITE} strokeWidth={6} />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth={3.4} />
    </>
  ),
  ru: stripes([WHITE, '#0039a6', '#d52b1e']),
  us: (
    <>
      {stripes([RED, WHITE, RED, WHITE, RED, WHITE, RED])}
      <rect width={13} height={11.4} fill="#3c3b6e" />
    </>
  ),
};

export function GameEmblem({ game }: { game: GameDef }) {
  const flag = flagOf(game);
  if (flag)
    return (
      <svg
        viewBox="0 0 30 20"
        width={36}
        height={24}
        aria-hidden
        data-testid="card-flag"
        data-flag={flag}
        style={{ borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flex: 'none' }}
      >
        {FLAGS[flag]}
      </svg>
    );
  return (
    <span
      aria-hidden
      data-testid="card-icon"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 36,
        height: 24,
        borderRadius: 6,
        background: theme.color.red,
        color: theme.color.goldLight,
        flex: 'none',
      }}
    >
      <Icon name={game.gameType === 'yeekee' ? 'target' : 'star'} />
    </span>
  );
}
