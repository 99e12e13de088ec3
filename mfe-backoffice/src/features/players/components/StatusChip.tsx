/** A player's status as a coloured chip: active green, inactive gold, banned red. */
import type { PlayerStatus } from 'shared-contracts';
import { Chip, type ChipTone } from 'shared-ui';
import { useConsoleT } from '../../console';

const TONE: Record<PlayerStatus, ChipTone> = { ACTIVE: 'green', INACTIVE: 'gold', BANNED: 'red' };

export function StatusChip({ status }: { status: PlayerStatus }) {
  const t = useConsoleT();
  return (
    <Chip tone={TONE[status]} data-testid="player-status">
      {t(`backoffice.players.statuses.${status}`)}
    </Chip>
  );
}
