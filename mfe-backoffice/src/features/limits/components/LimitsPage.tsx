/**
 * Limits per game: pick a draw game (the catalogue's draw games and yeekee); its restricted numbers, its
 * partial-cancel fee, its exposure caps per kind and its rates and stake limits per kind. Each part is keyed by the
 * game, so drafts reset on a switch. Above them, every game's changes beyond the band awaiting a second operator.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { DRAW_GAMES, GAMES } from 'shared-contracts';
import { PageColumns, useConsoleT, ConsoleSelectField, type ConsoleFieldSpec } from '../../console';
import { CancelFeeForm } from './CancelFeeForm';
import { ExposureCapsForm } from './ExposureCapsForm';
import { GameRatesForm } from './GameRatesForm';
import { PendingChanges } from './PendingChanges';
import { RestrictedNumbers } from './RestrictedNumbers';

/** The games the API's limits accept (api draw-games ENGINE_GAMES: draw games and yeekee). */
const GAME_CODES = [...new Set([...DRAW_GAMES, ...GAMES.filter((g) => g.gameType === 'yeekee')].map((g) => g.code))];

const Side = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
`;

const GAME_FIELD: ConsoleFieldSpec = { label: 'backoffice.rounds.game', testId: 'limits-game' };

export function LimitsPage() {
  const t = useConsoleT();
  const [game, setGame] = useState(GAME_CODES[0] ?? 'UG');
  return (
    <section data-testid="limits-page">
      <h2>{t('backoffice.limits.title')}</h2>
      <PendingChanges />
      <ConsoleSelectField field={GAME_FIELD} value={game} onValue={setGame} options={GAME_CODES} />
      <PageColumns key={game}>
        <RestrictedNumbers game={game} />
        <Side>
          <CancelFeeForm game={game} />
          <ExposureCapsForm game={game} />
          <GameRatesForm game={game} />
        </Side>
      </PageColumns>
    </section>
  );
}
