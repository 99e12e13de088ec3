/**
 * Rounds: pick a game, a draw date and a state (open rounds first); each round shows its state, close time with a live countdown and
 * stakes, with close, void and the result (enter / confirm) on the card; the last settlement stays on top.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { DRAW_GAMES, type BackofficeRound, type SettlementSummary } from 'shared-contracts';
import { Button, Muted, Notice } from 'shared-ui';
import { useConsoleT, ConsoleSelectField, ConsoleTextField, type ConsoleFieldSpec } from '../../console';
import { useRounds } from '../hooks/useRounds';
import { RoundCard } from './RoundCard';

const STATES = ['scheduled', 'open', 'closed', 'resulted', 'settled', 'void'] as const;
const GAME_CODES = [...new Set(DRAW_GAMES.map((g) => g.code))];

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 12px;
  @media (min-width: 720px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const List = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const GAME_FIELD: ConsoleFieldSpec = { label: 'backoffice.rounds.game', testId: 'rounds-game' };
const DATE_FIELD: ConsoleFieldSpec = { label: 'backoffice.rounds.date', testId: 'rounds-date', type: 'date' };
const STATUS_FIELD: ConsoleFieldSpec = { label: 'backoffice.rounds.state', testId: 'rounds-state' };

export function RoundsPage() {
  const t = useConsoleT();
  const [game, setGame] = useState(GAME_CODES[0] ?? 'UG');
  const [status, setStatus] = useState('open');
  const [date, setDate] = useState('');
  const { rounds, isPending, isError, refetch } = useRounds(game, status, date);
  // the last settlement, kept here: its round's card leaves a list filtered on closed rounds once settled
  const [settled, setSettled] = useState<{ round: BackofficeRound; summary: SettlementSummary } | null>(null);

  return (
    <section data-testid="rounds-page">
      <h2>{t('backoffice.rounds.title')}</h2>
      <Filters>
        <ConsoleSelectField field={GAME_FIELD} value={game} onValue={setGame} options={GAME_CODES} />
        <ConsoleTextField field={DATE_FIELD} value={date} onValue={setDate} />
        <ConsoleSelectField field={STATUS_FIELD} value={status} onValue={setStatus} options={STATES}>
          <option value="">{t('backoffice.rounds.allStates')}</option>
        </ConsoleSelectField>
      </Filters>
      {settled && (
        <Notice tone="success" data-testid="rounds-settled">
          {settled.round.game_code} {settled.round.draw_date}:{' '}
          {t('backoffice.rounds.settled', { won: settled.summary.lines_won, lines: settled.summary.lines_settled })}
        </Notice>
      )}
      {isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      {isError && (
        <Notice tone="error" role="alert">
          {t('backoffice.common.failed')}{' '}
          <Button type="button" small variant="ghost" onClick={() => void refetch()}>
            {t('backoffice.common.retry')}
          </Button>
        </Notice>
      )}
      {!isPending && !isError && rounds.length === 0 && <Muted>{t('backoffice.rounds.none')}</Muted>}
      <List>
        {rounds.map((r) => (
          <RoundCard key={r.round_id} round={r} onSettled={(round, summary) => setSettled({ round, summary })} />
        ))}
      </List>
    </section>
  );
}
