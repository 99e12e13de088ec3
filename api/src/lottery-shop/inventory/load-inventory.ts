/**
 * POST backoffice/lottery/inventory/:round_id: ops load the real stock of a draw (`[{number, quantity}]`),
 * replacing the round's inventory in one transaction. Numbers missing from the file keep only what is
 * already sold (nothing more is sold); a quantity below what is already sold is refused (E10000 listing
 * the numbers); duplicates in the file are refused. Carts keep their holds; checkout re-checks stock.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../../draw-games/rounds/parse-round-id';
import { SHOP_GAME_CODE } from '../shop-game';
import { insertInventory } from './seed-inventory';

export async function loadInventory(
  ctx: AppContext,
  roundIdText: string,
  items: { number: string; quantity: number }[],
): Promise<{ round_id: string; numbers: number; tickets: number }> {
  const roundId = parseRoundId(roundIdText);
  const stock = new Map<string, number>();
  const duplicates: string[] = [];
  for (const it of items) {
    if (stock.has(it.number)) duplicates.push(it.number);
    stock.set(it.number, it.quantity);
  }
  if (duplicates.length)
    throw new AppError(ErrorCode.BAD_REQUEST, `numbers listed twice: ${duplicates.slice(0, 20).join(', ')}`, {
      duplicates: duplicates.slice(0, 100),
    });
  return ctx.db.transaction().execute(async (trx) => {
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round || round.game_code !== SHOP_GAME_CODE)
      throw new AppError(ErrorCode.NOT_FOUND, `shop round ${roundIdText} does not exist`);
    if (!['scheduled', 'open'].includes(round.state))
      throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is ${round.state}: its inventory is final`);
    const sold = await trx
      .selectFrom('lottery_inventory')
      .select(['number', 'sold'])
      .where('round_id', '=', roundId)
      .where('sold', '>', 0)
      .execute();
    const below = sold.filter((s) => (stock.get(s.number) ?? s.sold) < s.sold);
    if (below.length)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `quantity below tickets already sold for ${below.length} number(s)`,
        below.slice(0, 100).map((s) => ({ path: s.number, message: `${s.sold} already sold` })),
      );
    await trx
      .updateTable('lottery_inventory')
      .set((eb) => ({ quantity: eb.ref('sold') }))
      .where('round_id', '=', roundId)
      .execute();
    await insertInventory(trx, roundId, stock);
    await trx
      .deleteFrom('lottery_inventory')
      .where('round_id', '=', roundId)
      .where('quantity', '=', 0)
      .where('sold', '=', 0)
      .execute();
    const totals = await trx
      .selectFrom('lottery_inventory')
      .select((eb) => [eb.fn.countAll<number>().as('numbers'), eb.fn.sum<number>('quantity').as('tickets')])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    return { round_id: String(roundId), numbers: Number(totals.numbers), tickets: Number(totals.tickets ?? 0) };
  });
}
