/**
 * The six search boxes as the search-number body (docs/product.md "Ticket shop cart"): up to six digits; a blank box
 * or an underscore means any digit and goes out as ''.
 */
import type { LotterySearchBody } from 'shared-contracts';

export const SEARCH_FIELDS = [
  'first_number',
  'second_number',
  'third_number',
  'fourth_number',
  'fifth_number',
  'sixth_number',
] as const;

/** One box's value after typing: the last digit or underscore typed, '' otherwise. */
export function cleanBox(raw: string): string {
  const m = raw.match(/[0-9_]/g);
  return m ? m[m.length - 1]! : '';
}

/** Spreads a pasted/typed pattern such as "12_4" or "__3456" over the boxes from the left. */
export function spreadPattern(text: string): string[] {
  const chars = (text.match(/[0-9_]/g) ?? []).slice(0, 6);
  return Array.from({ length: 6 }, (_, i) => chars[i] ?? '');
}

export function toSearchBody(boxes: readonly string[]): LotterySearchBody {
  const body: Record<string, string> = {};
  SEARCH_FIELDS.forEach((field, i) => {
    const v = boxes[i] ?? '';
    body[field] = /^\d$/.test(v) ? v : '';
  });
  return body as LotterySearchBody;
}
