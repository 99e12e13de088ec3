/**
 * An underground (GLO-derived) draw result as `GET underground/winning-number/thai` lists it, whole, for the remotes'
 * fakes (the wire contract check refuses a partial one).
 */
import type { DrawWinningNumberData } from '../schemas/draw-games';

export function undergroundResult(drawDate: string): DrawWinningNumberData {
  return {
    round_id: `r-${drawDate}`,
    draw_date: drawDate,
    top3: '071',
    top2: '71',
    bottom2: '47',
    front3: ['123', '456'],
    bottom3: ['789', '012'],
    first_prize: '845071',
    resulted_at: `${drawDate}T09:00:00.000Z`,
    game_code: 'UG',
    round_type: 'FULLDAY',
    d4: null,
    d6: '845071',
    strategy: 'GLO',
    raw: null,
  };
}
