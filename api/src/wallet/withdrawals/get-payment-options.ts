/**
 * `GET wallet/payment-options` (issue 11): what the wallet screen needs to offer deposits and withdrawals — the
 * deposit rails that are on (PAYMENT_RAIL), the account manual transfers go to (DEPOSIT_BANK_ACCOUNT), and the
 * withdraw limits of the current Bangkok day (min per withdraw, max per day, used and left, baht) with the bank
 * account withdrawals go to (the player's first; null when none is registered).
 */
import { WITHDRAW_RAIL, bangkokDate, satangToBaht, type PaymentOptionsData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { firstBankAccount, withdrawDayTotalSatang } from './withdraw-day-total';

export async function getPaymentOptions(ctx: AppContext, userId: number): Promise<PaymentOptionsData> {
  const { withdrawMinSatang: min, withdrawMaxPerDaySatang: max } = ctx.config;
  const [used, bank] = await Promise.all([
    withdrawDayTotalSatang(ctx.db, userId, bangkokDate(ctx.clock.now())),
    firstBankAccount(ctx.db, userId),
  ]);
  return {
    deposit_rails: [...ctx.config.paymentRails],
    deposit_bank_account: ctx.config.depositBankAccount,
    withdraw: {
      rail: WITHDRAW_RAIL,
      min: satangToBaht(min),
      max_per_day: satangToBaht(max),
      used_today: satangToBaht(used),
      remaining_today: satangToBaht(Math.max(0, max - used)),
      bank_account: bank,
    },
  };
}
