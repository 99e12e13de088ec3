/**
 * A self-excluded player gets their money back (README "Player protection"): they cannot log in until the exclusion
 * ends, months or years away, so nothing of theirs may stay on the site meanwhile. Run for one player right after
 * the exclusion (self-exclude.ts) and by every scheduler pass for each excluded player with money (later prizes,
 * refunds of void rounds), each player in their own transaction:
 * 1. every open mini-game slip is cashed out with its running payout (the game's lock, then the slip's, as a
 *    player's own cash-out: minigames/pay-out-slip.ts);
 * 2. under the player's protection-row lock (the lock of every money move of theirs), the whole available balance
 *    is held as a withdrawal to the registered bank account, `source` SELF_EXCLUSION, for ops to pay
 *    (wallet/withdrawals/hold-withdrawal.ts), unless: a return is already pending; there is no bank account, or
 *    it is on the block list (ops sort it out with the player); ops rejected the last return and the balance has
 *    not grown past its amount since (no loop of requests and rejections). The player's per-day withdraw maximum
 *    and minimum do not apply: it is the whole balance.
 * Amounts are satang; a player no longer excluded is left alone.
 */
import { sql } from 'kysely';
import { isBankAccountBlacklisted } from '../auth/bank-account-checks';
import type { Trx } from '../db/transaction';
import { payOutSlip } from '../minigames/pay-out-slip';
import { STREAK_GAME_INFOS, lockPlayerGame } from '../minigames/streak-game';
import { playerAccountCode } from '../wallet/accounts';
import { holdWithdrawal } from '../wallet/withdrawals/hold-withdrawal';
import { firstBankAccount } from '../wallet/withdrawals/withdraw-day-total';
import { lockProtectionRow } from '../player-protection/lock-protection-row';

export interface FundsReturned {
  /** Mini-game slips cashed out. */
  slipsCashedOut: number;
  /** The withdrawal held for the player, satang (0 = none this time). */
  returnedSatang: number;
}

/**
 * The players to look at now: excluded until after `now`, with an open mini-game slip, or a positive available
 * balance with no pending return and not just what ops rejected last. Oldest exclusion first, at most `limit`.
 */
export async function selfExcludedWithFunds(trx: Trx, now: Date, limit = 200): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select u.id
    from users u
    left join ledger_accounts la on la.user_id = u.id and la.kind = 'player'
    where u.self_excluded_until > ${now}
      and (
        exists (select 1 from minigame_slips s where s.user_id = u.id and s.status = 'OPEN')
        or (coalesce(la.balance_satang, 0) > 0
            and not exists (select 1 from withdrawals w
                            where w.user_id = u.id and w.source = 'SELF_EXCLUSION' and w.state = 'PENDING')
            -- the rule below: a rejected last return is asked again only once the balance grew past it
            and not exists (select 1 from withdrawals w
                            where w.id = (select max(l.id) from withdrawals l
                                          where l.user_id = u.id and l.source = 'SELF_EXCLUSION')
                              and w.state = 'CANCEL' and coalesce(la.balance_satang, 0) <= w.amount_satang))
      )
    order by u.self_excluded_until, u.id
    limit ${limit}`.execute(trx);
  return rows.rows.map((r) => Number(r.id));
}

/** Returns one excluded player's money (see the module comment); nothing when they are not excluded now. */
export async function returnSelfExcludedFunds(trx: Trx, userId: number, now: Date): Promise<FundsReturned> {
  const none = { slipsCashedOut: 0, returnedSatang: 0 };
  const excluded = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('self_excluded_until', '>', now)
    .executeTakeFirst();
  if (!excluded) return none;

  let slipsCashedOut = 0;
  for (const game of STREAK_GAME_INFOS) {
    await lockPlayerGame(trx, game, userId);
    const open = await trx
      .selectFrom('minigame_slips')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game_code', '=', game.code)
      .where('status', '=', 'OPEN')
      .forUpdate()
      .executeTakeFirst();
    if (open) {
      await payOutSlip(trx, game, open, now);
      slipsCashedOut += 1;
    }
  }

  await lockProtectionRow(trx, userId, now);
  const earlier = await trx
    .selectFrom('withdrawals')
    .select(['state', 'amount_satang'])
    .where('user_id', '=', userId)
    .where('source', '=', 'SELF_EXCLUSION')
    .orderBy('id', 'desc')
    .execute();
  const returns = earlier[0];
  if (returns?.state === 'PENDING') return { slipsCashedOut, returnedSatang: 0 };
  const account = await trx
    .selectFrom('ledger_accounts')
    .select('balance_satang')
    .where('code', '=', playerAccountCode(userId))
    .executeTakeFirst();
  const balance = account?.balance_satang ?? 0;
  if (balance <= 0) return { slipsCashedOut, returnedSatang: 0 };
  if (returns?.state === 'CANCEL' && balance <= returns.amount_satang) return { slipsCashedOut, returnedSatang: 0 };
  const bank = await firstBankAccount(trx, userId);
  if (!bank || (await isBankAccountBlacklisted(trx, bank.bank_code, bank.bank_account_number)))
    return { slipsCashedOut, returnedSatang: 0 };
  await holdWithdrawal(trx, {
    userId,
    amountSatang: balance,
    bank,
    ledgerKey: `self-exclusion:${userId}:${earlier.length + 1}`,
    source: 'SELF_EXCLUSION',
    at: now,
  });
  return { slipsCashedOut, returnedSatang: balance };
}
