import { useTranslation } from 'react-i18next';
import { Chip, type ChipTone } from 'shared-ui';
import type { BoardPhase } from '../utils/day-board';

const TONES: Record<BoardPhase, ChipTone> = {
  scheduled: 'muted',
  betting: 'green',
  shooting: 'gold',
  calculating: 'blue',
  resulted: 'blue',
  void: 'red',
  missed: 'muted',
};

/** A yeekee round's phase as a coloured Thai chip (docs/game-rules.md "Yeekee"). */
export function PhaseChip({ phase }: { phase: BoardPhase }) {
  const { t } = useTranslation();
  return (
    <Chip tone={TONES[phase]} data-testid="yeekee-phase" data-phase={phase}>
      {t(`yeekee.phase.${phase}`)}
    </Chip>
  );
}
