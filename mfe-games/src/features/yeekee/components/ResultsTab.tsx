import { useState } from 'react';
import type { GameDef } from 'shared-contracts';
import { RoundBoard } from './RoundBoard';
import { RoundVerify } from './RoundVerify';

/**
 * Yeekee's winning-number tab: results by round (`RoundBoard`, the running day first) and, for the closed round
 * the player taps, its verify view (`RoundVerify`) until they go back to the day they were reading.
 */
export function ResultsTab({ game }: { game: GameDef }) {
  const [date, setDate] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ drawDate: string; roundNo: number } | null>(null);
  if (picked)
    return (
      <RoundVerify game={game} drawDate={picked.drawDate} roundNo={picked.roundNo} onBack={() => setPicked(null)} />
    );
  return (
    <RoundBoard
      game={game}
      date={date}
      onDate={setDate}
      onPick={(drawDate, roundNo) => setPicked({ drawDate, roundNo })}
    />
  );
}
