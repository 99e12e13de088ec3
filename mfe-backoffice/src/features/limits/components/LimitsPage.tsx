/**
 * Limits per game: pick a draw game (the catalogue's draw games and yeekee); its restricted numbers, its
 * partial-cancel fee and its exposure caps per kind. Each part is keyed by the game, so drafts reset on a switch.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { DRAW_GAMES, GAMES } from 'shared-contracts';
import { SelectField } from 'shared-ui';
import { useConsoleT } from '../../console';
import { CancelFeeForm } from './CancelFeeForm';
import { ExposureCapsForm } from './ExposureCapsForm';
import { RestrictedNumbers } from './RestrictedNumbers';

/** The games the API's limits accept (api draw-games ENGINE_GAMES: draw games and yeekee). */
const GAME_CODES = [...new Set([...DRAW_GAMES, ...GAMES.filter((g) => g.gameType === 'yeekee')].map((g) => g.code))];

// minmax(0, …): a column never grows past the screen to fit a long option or number list (390 px phones)
const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
`;

export function LimitsPage() {
  const t = useConsoleT();
  const [game, setGame] = useState(GAME_CODES[0] ?? 'UG');
  return (
    <section data-testid="limits-page">
      <h2>{t('backoffice.limits.title')}</h2>
      <SelectField
        label={t('backoffice.rounds.game')}
        testId="limits-game"
        value={game}
        onChange={(e) => setGame(e.target.value)}
      >
        {GAME_CODES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <Grid key={game}>
        <RestrictedNumbers game={game} />
        <Side>
          <CancelFeeForm game={game} />
          <ExposureCapsForm game={game} />
        </Side>
      </Grid>
    </section>
  );
}
