/**
 * A game card's picture (issue 23: the internal code was the only one): the flag of the country whose draw or
 * market the game follows, drawn simply in SVG (no image to download), or an icon for yeekee and the mini-games.
 * Decorative: the card's Thai name says the same (aria-hidden).
 */
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
    return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** Horizontal stripes of equal height, top to bottom, as SVG markup (viewBox 0 0 30 20). */
const stripes = (colors: string[]) =>
  colors
    .map(
      (c, i) => `<rect y="${(i * 20) / colors.length}" width="30" height="${20 / colors.length + 0.05}" fill="${c}"/>`,
    )
    .join('');
const rect = (fill: string, w = 30, h = 20) => `<rect width="${w}" height="${h}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const starAt = (cx: number, cy: number, r: number, fill: string) =>
  `<polygon points="${star(cx, cy, r)}" fill="${fill}"/>`;

const RED = '#d8202a';
const BLUE = '#1d3f8f';
const WHITE = '#fff';
const YELLOW = '#f5c400';

/** Each flag, simplified, as constant SVG markup (compact: no image to download, little code). */
const FLAGS: Record<Flag, string> = {
  th: stripes([RED, WHITE, BLUE, BLUE, WHITE, RED]),
  vn: rect(RED) + starAt(15, 10.5, 6, YELLOW),
  la: stripes([RED, BLUE, BLUE, RED]) + circle(15, 10, 4, WHITE),
  my:
    stripes([RED, WHITE, RED, WHITE, RED, WHITE, RED]) +
    rect(BLUE, 15, 11.4) +
    circle(6, 5.7, 3.6, YELLOW) +
    circle(7.2, 5.7, 3, BLUE) +
    starAt(11, 5.7, 2.6, YELLOW),
  kr: rect(WHITE) + `<path d="M10 10a5 5 0 0 1 10 0z" fill="${RED}"/><path d="M10 10a5 5 0 0 0 10 0z" fill="${BLUE}"/>`,
  cn: rect(RED) + starAt(6, 6, 3.6, YELLOW),
  hk: rect(RED) + starAt(15, 10.5, 6, WHITE),
  tw: rect(RED) + rect(BLUE, 15, 10) + circle(7.5, 5, 2.8, WHITE),
  jp: rect(WHITE) + circle(15, 10, 6, RED),
  sg: stripes([RED, WHITE]) + circle(7, 5, 3.4, WHITE) + circle(8.3, 5, 3.1, RED),
  in:
    stripes(['#f93', WHITE, '#138808']) +
    `<circle cx="15" cy="10" r="2.6" fill="none" stroke="#008" stroke-width=".8"/>`,
  eg: stripes([RED, WHITE, '#111']) + circle(15, 10, 2.2, '#c09300'),
  de: stripes(['#111', '#d00', '#ffce00']),
  gb:
    rect('#012169') +
    `<path d="M0 0L30 20M30 0L0 20" stroke="${WHITE}" stroke-width="4"/><path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.4"/>` +
    `<path d="M15 0v20M0 10h30" stroke="${WHITE}" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>`,
  ru: stripes([WHITE, '#0039a6', '#d52b1e']),
  us: stripes([RED, WHITE, RED, WHITE, RED, WHITE, RED]) + rect('#3c3b6e', 13, 11.4),
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
        // constant markup of this file (FLAGS), never data from elsewhere
        dangerouslySetInnerHTML={{ __html: FLAGS[flag] }}
      />
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
