import { callRoute, type HttpClient, type LotteryFamousNumberData } from 'shared-contracts';

/** The prize types the game tab offers as chips. */
export const FAMOUS_TYPES = ['last_two', 'last_three'] as const;
export type FamousType = (typeof FAMOUS_TYPES)[number];

/** `GET game/fe/lottery/famous-number?prize_type=…`: the numbers drawn most often, most frequent first. */
export function fetchFamousNumbers(api: HttpClient, prizeType: FamousType): Promise<LotteryFamousNumberData> {
  return callRoute(api, 'GET /game/fe/lottery/famous-number', { query: { prize_type: prizeType } });
}

/** The six search boxes for a famous number: last two → boxes 5–6, last three → boxes 4–6, the rest blank. */
export function famousBoxes(number: string): string[] {
  const digits = number.replace(/\D/g, '').slice(-3);
  return Array.from({ length: 6 }, (_, i) => digits[i - (6 - digits.length)] ?? '');
}
