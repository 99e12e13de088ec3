/**
 * CSS fragments the games remote's cards share: the white article a slip or a result sits in, and the gold tiles
 * of a `dl` of numbers (a result's digits, a yeekee round's digits).
 */
import { theme } from 'shared-ui';

/** A white rounded article (a slip, a past result) whose head and rows run to its edges. */
export const articleBox = `
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  margin: 12px 0;
  overflow: hidden;`;

/**
 * Gold number tiles: each `tile` (a selector for the `dl`'s `div`s) centred with its `dt` label small and muted and
 * its `dd` number in the number font at `size` (a CSS length) and `weight`.
 */
export function numberTiles(tile: string, size: string, weight: number): string {
  return `
  ${tile} {
    text-align: center;
    background: ${theme.color.goldSoft};
    border-radius: ${theme.radius.md};
    padding: 8px 4px;
  }
  dt {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 2px 0 0;
    font-family: ${theme.font.number};
    font-size: ${size};
    font-weight: ${weight};
    color: ${theme.color.redDark};
  }`;
}

/**
 * A bare `ul` of pill chips that wrap: each `li` an inline row of its parts in the pill shape with a thin line; a
 * list adds its chips' padding, alignment and colour.
 */
export const pillChips = `
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    display: inline-flex;
    gap: 6px;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.pill};
    font-size: 13px;
  }`;
