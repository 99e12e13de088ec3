/**
 * The palette's text/background pairs reach WCAG 2.x AA (4.5:1 for body text, issue 14): a token change that
 * breaks one fails here before the accessibility e2e (`e2e/accessibility.spec.ts`) finds it on a page.
 */
import { theme } from './theme';

type ColorName = keyof typeof theme.color;

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT: ColorName[] = ['ink', 'muted', 'red', 'redDark', 'redSoft', 'goldDark', 'green', 'danger', 'blue'];
const LIGHT: ColorName[] = ['card', 'field', 'cream', 'goldSoft'];
const pairs: [fg: string, bg: ColorName][] = [
  ...TEXT.flatMap((fg) => LIGHT.map((bg): [string, ColorName] => [fg, bg])),
  ['muted', 'line'],
  ['ink', 'line'],
  ['green', 'greenSoft'],
  ['danger', 'dangerSoft'],
  ['blue', 'blueSoft'],
  ...(['red', 'redDark', 'redSoft'] as const).flatMap((bg): [string, ColorName][] => [
    ['goldLight', bg],
    ['#ffffff', bg],
  ]),
];

describe('theme colours', () => {
  it.each(pairs)('%s text on %s reaches 4.5:1', (fg, bg) => {
    const fgHex = fg.startsWith('#') ? fg : theme.color[fg as ColorName];
    expect(contrast(fgHex, theme.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast like WCAG (black on white is 21:1, the old muted grey on cream fails)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#7d6b62', '#f4f1ec')).toBeLessThan(4.5);
  });
});
