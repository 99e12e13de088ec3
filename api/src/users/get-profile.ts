/** GET users/info/me: the player's profile (docs/product.md "Profile and wallet"); `kyc_verified` (users/kyc). */
import { AppError, ErrorCode, type UserProfileData } from 'shared-contracts';
import type { AppContext } from '../context';
import { listFavorites } from '../favorites/list-favorites';
import { readLineConnected } from '../line-link/read-line-connected';

/** The profile of `userId`; 404 E10001 for an unknown player. */
export async function getProfile(ctx: AppContext, userId: number): Promise<UserProfileData> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['customer_code', 'phone', 'invite_code', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'user not found');
  const banks = await ctx.db
    .selectFrom('user_bank_accounts')
    .select(['bank_code', 'bank_account_number', 'bank_account_name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const kyc = await ctx.db.selectFrom('user_kyc').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return {
    customer_code: user.customer_code,
    phone: user.phone,
    favorites: await listFavorites(ctx.db, userId),
    line_connected: await readLineConnected(ctx.db, userId),
    bank_accounts: banks,
    invite_code: user.invite_code,
    is_inactive: user.status !== 'ACTIVE',
    kyc_verified: kyc !== undefined,
  };
}
