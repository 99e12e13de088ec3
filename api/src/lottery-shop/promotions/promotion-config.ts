/**
 * Ops-configurable promotion settings (`GET/PUT backoffice/lottery/promotions`), stored in app_settings
 * under `lottery_shop:promotions`; DEFAULT_PROMOTIONS until ops change them.
 */
import { lotteryPromotionConfig, type LotteryPromotionConfig } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { DEFAULT_PROMOTIONS } from './price-purchase';

const KEY = 'lottery_shop:promotions';

export async function getPromotionConfig(db: DbOrTrx): Promise<LotteryPromotionConfig> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  const parsed = row ? lotteryPromotionConfig.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_PROMOTIONS;
}

export async function putPromotionConfig(db: DbOrTrx, config: LotteryPromotionConfig, now: Date) {
  await db
    .insertInto('app_settings')
    .values({ key: KEY, value: JSON.stringify(config), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(config), updated_at: now }))
    .execute();
  return config;
}
