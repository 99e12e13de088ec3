/**
 * Players (issues 10 and 11): ops type the first digits of a phone or a customer code, pick a player from the list
 * (newest first, pages of 20) and see the player's card beside it (below it on a phone).
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, Chip, Muted, theme } from 'shared-ui';
import type { PlayerSummary } from 'shared-contracts';
import {
  ActionError,
  PageColumns,
  SearchForm,
  useConsoleT,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { PLAYER_PAGE_SIZE } from '../api/players-api';
import { usePlayerSearch } from '../hooks/usePlayers';
import { PlayerCard } from './PlayerCard';
import { StatusChip } from './StatusChip';
import { useMoney, useWhen } from '../hooks/useMoney';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ selected: boolean }>`
  border-top: 1px solid ${theme.color.line};
  button {
    all: unset;
    box-sizing: border-box;
    cursor: pointer;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    align-items: center;
    width: 100%;
    padding: 10px 8px;
    background: ${(p) => (p.selected ? theme.color.goldLight : 'transparent')};
  }
  button:focus-visible {
    outline: 2px solid ${theme.color.gold};
  }
`;

const Pager = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
`;

const SEARCH_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.players.search',
  hint: 'backoffice.players.searchHint',
  testId: 'players-search',
  inputMode: 'search',
  autoComplete: 'off',
};

function PlayerRow({ player, selected, onPick }: { player: PlayerSummary; selected: boolean; onPick: () => void }) {
  const t = useConsoleT();
  const money = useMoney();
  const when = useWhen();
  return (
    <Item selected={selected} data-testid={`player-row-${player.customer_code}`}>
      <button type="button" onClick={onPick} aria-pressed={selected}>
        <strong>{player.phone}</strong>
        <span>{player.customer_code}</span>
        <StatusChip status={player.status} />
        <span>{money(player.balance)}</span>
        {player.self_excluded_until && (
          <Chip tone="blue">{t('backoffice.players.selfExcluded', { until: when(player.self_excluded_until) })}</Chip>
        )}
        {player.has_limits && <Chip tone="muted">{t('backoffice.players.hasLimits')}</Chip>}
      </button>
    </Item>
  );
}

export function PlayersPage() {
  const t = useConsoleT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const query = usePlayerSearch(search, offset);
  const data = query.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setOffset(0);
  };

  return (
    <section data-testid="players-page">
      <h2>{t('backoffice.players.title')}</h2>
      <PageColumns split={[2, 3]}>
        <div>
          <SearchForm onSubmit={submit} role="search">
            <ConsoleTextField field={SEARCH_FIELD} value={typed} onValue={setTyped} />
            <Button type="submit" small data-testid="players-search-submit">
              {t('backoffice.players.searchButton')}
            </Button>
          </SearchForm>
          <ActionError error={query.error} testId="players-search-error" />
          {search !== null && query.isLoading && <Muted>{t('backoffice.common.loading')}</Muted>}
          {data && (
            <>
              <Muted data-testid="players-total">
                {data.total === 0 ? t('backoffice.players.none') : t('backoffice.players.total', { n: data.total })}
              </Muted>
              <List data-testid="players-list">
                {data.players.map((p) => (
                  <PlayerRow
                    key={p.customer_code}
                    player={p}
                    selected={picked === p.customer_code}
                    onPick={() => setPicked(p.customer_code)}
                  />
                ))}
              </List>
              {data.total > PLAYER_PAGE_SIZE && (
                <Pager>
                  <Button
                    type="button"
                    small
                    variant="ghost"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - PLAYER_PAGE_SIZE))}
                  >
                    {t('backoffice.players.prev')}
                  </Button>
                  <Button
                    type="button"
                    small
                    variant="ghost"
                    data-testid="players-next"
                    disabled={offset + PLAYER_PAGE_SIZE >= data.total}
                    onClick={() => setOffset(offset + PLAYER_PAGE_SIZE)}
                  >
                    {t('backoffice.players.next')}
                  </Button>
                </Pager>
              )}
            </>
          )}
        </div>
        {picked && <PlayerCard key={picked} customerCode={picked} />}
      </PageColumns>
    </section>
  );
}
