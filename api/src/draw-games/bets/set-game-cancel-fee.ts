/**
 * PUT backoffice/cancel-fee/{game} {fee_percent} (operator): sets a game's partial-cancel fee
 * (draw-games/bets/cancel-fee-percent.ts) and audits `cancel_fee.set` (before → after) in the same transaction.
 */
import type { GameDef } from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { cancelFeePercent, setCancelFeePercent } from './cancel-fee-percent';
import type { AppContext } from '../../context';

export async function setGameCancelFee(
  ctx: AppContext,
  actor: AuditActor,
  game: GameDef,
  percent: number,
): Promise<{ game_code: string; fee_percent: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await cancelFeePercent(trx, game);
    const after = await setCancelFeePercent(trx, game, percent, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'cancel_fee.set',
        target: `game:${game.code}`,
        before: { fee_percent: before },
        after: { fee_percent: after },
      },
      now,
    );
    return { game_code: game.code, fee_percent: after };
  });
}
