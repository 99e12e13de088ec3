/**
 * Round families: games whose rounds the round engine runs (calendar, open, close, result, void) but whose stakes
 * are not bet lines, such as the government-lottery ticket shop (LOTTH, lottery-shop/shop-round-family.ts). The
 * domain that owns such a game registers its family here (app.ts does, at start), and the engine asks it when it
 * voids or settles one of its rounds, so draw-games/ never names the domains above it (ARCHITECTURE.md "Domain
 * order"). A round of a game without a family is a draw-game round: bet lines, settled in batches.
 */
import type { GameDef } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import type { SettlementTotals } from '../settlement/read-pending-slips';
import { ENGINE_GAMES } from './draw-games';

/** What voiding a family's round gave back (amounts satang); `details` are the family's own counts. */
export interface FamilyVoidRefund {
  slipsRefunded: number;
  totalRefund: number;
  details: Record<string, number>;
}

export interface RoundFamily {
  game: GameDef;
  /**
   * Refunds every purchase of a round being voided, in the caller's transaction with the round locked FOR UPDATE
   * (voidRoundInTrx then marks it void).
   */
  refundForVoid(
    trx: Trx,
    round: { id: number; game_code: string; draw_date: string },
    reason: string,
    now: Date,
  ): Promise<FamilyVoidRefund>;
  /**
   * Settles a round in its confirmation's transaction, every purchase at once, from the raw official result
   * already validated for the game (startRoundSettlementInTrx then marks it settled).
   */
  settleInTrx(
    trx: Trx,
    round: { id: number; draw_date: string },
    raw: Record<string, unknown>,
    now: Date,
  ): Promise<SettlementTotals>;
}

const families = new Map<string, RoundFamily>();

/** Registers (or replaces) the family of `family.game`. */
export function registerRoundFamily(family: RoundFamily): void {
  families.set(family.game.code, family);
}

/** The family of a game, or undefined for a draw game (bet lines); throws for a game of neither (not registered). */
export function roundFamilyOf(gameCode: string): RoundFamily | undefined {
  const family = families.get(gameCode);
  if (!family && !ENGINE_GAMES.some((g) => g.code === gameCode))
    throw new Error(`${gameCode} rounds belong to no registered round family: app.ts registers them at start`);
  return family;
}

/** Every registered family's game. */
export function familyGames(): GameDef[] {
  return [...families.values()].map((f) => f.game);
}
