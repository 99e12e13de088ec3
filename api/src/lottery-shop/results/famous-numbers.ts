/**
 * Famous numbers of the government lottery, from the real official draws the server holds
 * (load-draws.ts; the imported glo-draws.json history and later results):
 * - `GET /game/fe/lottery/famous-number?prize_type=T&limit=N`: the numbers drawn most often in prize T
 *   — last_two (the 2-digit prize), last_three (the last-three prizes), first_three (front-three, drawn
 *   since 2015-09-01), first_prize_last_two (last two digits of the first prize) — most frequent first,
 *   ties by the most recent appearance, then by number.
 * - `GET /game/fe/lottery/famous-number/{master}`: every appearance of a 2-, 3- or 6-digit number: a
 *   2-digit one as the last-two prize or the first prize's last two; a 3-digit one as a front-three or
 *   last-three prize or the first prize's last three; a 6-digit one as any full-number prize. Newest first.
 * Pure counting in `countFamous` / `appearancesOf`, over the process's cached draws (official-draws-cache.ts: reloaded
 * only when the GLO results change). Both routes are public and limited per IP (RATE_LIMIT_PUBLIC_PER_MINUTE).
 */
import { AppError, ErrorCode, type GloDraw, type LotteryFamousPrizeType } from 'shared-contracts';
import type { AppContext } from '../../context';
import { cachedOfficialDraws } from './official-draws-cache';

function numbersOf(draw: GloDraw, type: LotteryFamousPrizeType): string[] {
  switch (type) {
    case 'last_two':
      return [draw.lastTwo];
    case 'last_three':
      return draw.lastThree;
    case 'first_three':
      return draw.firstThree;
    case 'first_prize_last_two':
      return [draw.first.slice(-2)];
  }
}

export function countFamous(draws: GloDraw[], type: LotteryFamousPrizeType, limit: number) {
  const stats = new Map<string, { count: number; last_seen: string }>();
  let counted = 0;
  for (const d of draws) {
    const numbers = numbersOf(d, type);
    if (numbers.length === 0) continue;
    counted += 1;
    for (const n of numbers) {
      const s = stats.get(n) ?? { count: 0, last_seen: d.date };
      s.count += 1;
      if (d.date > s.last_seen) s.last_seen = d.date;
      stats.set(n, s);
    }
  }
  const items = [...stats]
    .map(([number, s]) => ({ number, ...s }))
    .sort((a, b) => b.count - a.count || b.last_seen.localeCompare(a.last_seen) || a.number.localeCompare(b.number))
    .slice(0, limit);
  return { counted, items };
}

export function appearancesOf(draws: GloDraw[], master: string) {
  const out: { date: string; prize: string; matched: string }[] = [];
  for (const d of [...draws].reverse()) {
    const add = (prize: string, list: string[]) => {
      for (const n of list) if (n === master) out.push({ date: d.date, prize, matched: n });
    };
    if (master.length === 2) {
      add('last_two_prize', [d.lastTwo]);
      add('first_prize_last_two', [d.first.slice(-2)]);
    } else if (master.length === 3) {
      add('first_three_prize', d.firstThree);
      add('last_three_prize', d.lastThree);
      add('first_prize_last_three', [d.first.slice(-3)]);
    } else {
      add('first_prize', [d.first]);
      add('similar_first_prize', d.adjacentFirst);
      add('second_prize', d.second);
      add('third_prize', d.third);
      add('fourth_prize', d.fourth);
      add('fifth_prize', d.fifth);
    }
  }
  return out;
}

export async function getFamousNumbers(ctx: AppContext, type: LotteryFamousPrizeType, limit: number) {
  const draws = await cachedOfficialDraws(ctx.db);
  const { counted, items } = countFamous(draws, type, limit);
  return {
    prize_type: type,
    draws_counted: counted,
    from_date: draws[0]?.date ?? null,
    to_date: draws.at(-1)?.date ?? null,
    items,
  };
}

export async function getFamousNumberHistory(ctx: AppContext, master: string) {
  if (!/^(\d{2}|\d{3}|\d{6})$/.test(master))
    throw new AppError(ErrorCode.BAD_REQUEST, 'the number must have 2, 3 or 6 digits', [
      { path: 'master', message: 'must have 2, 3 or 6 digits' },
    ]);
  const draws = await cachedOfficialDraws(ctx.db);
  const appearances = appearancesOf(draws, master);
  return { number: master, draws_counted: draws.length, count: appearances.length, appearances };
}
