/**
 * The VOID_REFUND notifications of a voided round (docs/game-rules.md "Voids and refunds"): one per slip whose
 * money came back, in the void's transaction after its refunds, pushed live with `wallet/balance-changed`
 * (notifications/notify-players.ts); keyed like the refund's transfer (`refund:void:<slip code>`), so never
 * twice. Amounts are satang; a slip refunded nothing is not told anything.
 */
import type { Trx } from '../../db/transaction';
import { notifyPlayers } from '../../notifications/notify-players';

export async function notifyVoidRefunds(
  trx: Trx,
  round: { game_code: string; draw_date: string },
  refunds: ReadonlyArray<{ userId: number; code: string; amountSatang: number }>,
  now: Date,
): Promise<number> {
  return notifyPlayers(
    trx,
    refunds
      .filter((r) => r.amountSatang > 0)
      .map((r) => ({
        userId: r.userId,
        kind: 'VOID_REFUND' as const,
        params: {
          slip_code: r.code,
          game_code: round.game_code,
          draw_date: round.draw_date,
          amount_satang: r.amountSatang,
        },
        sourceKey: `refund:void:${r.code}`,
      })),
    now,
    { moneyMoved: true },
  );
}
