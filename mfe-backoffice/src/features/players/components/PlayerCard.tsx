/**
 * A player's card: phone, customer code, status, balance, free tickets, self-exclusion, their own six limits (in
 * force, used this period, a pending change), the last logins and the status history (newest first), and the
 * status actions.
 */
import styled from '@emotion/styled';
import { LIMIT_KINDS, type PlayerDetailData } from 'shared-contracts';
import { Chip, Muted, theme } from 'shared-ui';
import { ConsoleFrame, useConsoleT } from '../../console';
import { usePlayer } from '../hooks/usePlayers';
import { StatusActions } from './StatusActions';
import { StatusChip } from './StatusChip';
import { useMoney, useWhen } from '../hooks/useMoney';

const Card = styled(ConsoleFrame)`
  overflow-wrap: anywhere;
  h3 {
    margin: 16px 0 6px;
    font-size: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  align-items: center;
`;

const Table = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 12px;
    border-top: 1px solid ${theme.color.line};
    padding: 6px 0;
  }
`;

function Limits({ player }: { player: PlayerDetailData }) {
  const t = useConsoleT();
  const money = useMoney();
  const when = useWhen();
  return (
    <Table data-testid="player-limits">
      {LIMIT_KINDS.map((kind) => {
        const v = player.limits[kind];
        return (
          <li key={kind} data-testid={`player-limit-${kind}`}>
            <span>{t(`backoffice.players.limitKinds.${kind}`)}</span>
            <span>
              {v.limit === null ? t('backoffice.players.noLimit') : money(v.limit)}
              {' · '}
              {t('backoffice.players.used', { used: money(v.used) })}
              {v.pending && (
                <Muted>
                  {t('backoffice.players.pending', {
                    limit: v.pending.limit === null ? t('backoffice.players.noLimit') : money(v.pending.limit),
                    at: when(v.pending.effective_at),
                  })}
                </Muted>
              )}
            </span>
          </li>
        );
      })}
    </Table>
  );
}

export function PlayerCard({ customerCode }: { customerCode: string }) {
  const t = useConsoleT();
  const money = useMoney();
  const when = useWhen();
  const { data: player, isError } = usePlayer(customerCode);
  if (!player)
    return (
      <Card>
        <Muted>{t(isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>
      </Card>
    );
  return (
    <Card data-testid="player-card">
      <Head>
        <strong data-testid="player-phone">{player.phone}</strong>
        <span>{player.customer_code}</span>
        <StatusChip status={player.status} />
      </Head>
      <Head>
        <span data-testid="player-balance">
          {t('backoffice.players.balance')}: <strong>{money(player.balance)}</strong>
        </span>
        <span>{t('backoffice.players.freeLottery', { n: player.free_lottery })}</span>
        <Muted>{t('backoffice.players.joined', { at: when(player.created_at) })}</Muted>
        {player.self_excluded_until && (
          <Chip tone="blue">{t('backoffice.players.selfExcluded', { until: when(player.self_excluded_until) })}</Chip>
        )}
      </Head>

      <StatusActions player={player} />

      <h3>{t('backoffice.players.limits')}</h3>
      <Limits player={player} />

      <h3>{t('backoffice.players.history')}</h3>
      {player.status_history.length === 0 ? (
        <Muted>{t('backoffice.players.noHistory')}</Muted>
      ) : (
        <Table data-testid="player-history">
          {player.status_history.map((h, i) => (
            <li key={`${h.created_at}-${i}`}>
              <span>
                <StatusChip status={h.from_status} /> → <StatusChip status={h.to_status} /> {h.reason}
              </span>
              <Muted>{t('backoffice.players.historyBy', { actor: h.actor, at: when(h.created_at) })}</Muted>
            </li>
          ))}
        </Table>
      )}

      <h3>{t('backoffice.players.sessions')}</h3>
      {player.recent_sessions.length === 0 ? (
        <Muted>{t('backoffice.players.noSessions')}</Muted>
      ) : (
        <Table data-testid="player-sessions">
          {player.recent_sessions.map((s, i) => (
            <li key={`${s.created_at}-${i}`}>
              <span>{when(s.created_at)}</span>
              {s.revoked_at && <Muted>{t('backoffice.players.revoked', { at: when(s.revoked_at) })}</Muted>}
            </li>
          ))}
        </Table>
      )}
    </Card>
  );
}
