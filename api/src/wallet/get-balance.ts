/** GET wallet/balance: the player's balance in baht and free-ticket count (docs/product.md "Profile and wallet"). */
import { satangToBaht, type WalletBalanceData } from 'shared-contracts';
import type { AppContext } from '../context';
import { playerBalanceSatang } from './accounts';

export async function getBalance(ctx: AppContext, userId: number): Promise<WalletBalanceData> {
  const [satang, user] = await Promise.all([
    playerBalanceSatang(ctx.db, userId),
    ctx.db.selectFrom('users').select('free_lottery').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { balance: satangToBaht(satang), currency: 'THB', FREE_LOTTERY: user.free_lottery };
}
