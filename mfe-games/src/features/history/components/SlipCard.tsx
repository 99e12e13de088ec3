import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  formatBaht,
  formatThaiDateTime,
  formatThaiDrawDate,
  satangToBaht,
  type BetLineStatus,
  type DrawBetSlipData,
  type GameDef,
} from 'shared-contracts';
import { useState } from 'react';
import { Button, theme } from 'shared-ui';
import { articleBox } from '../../../ui/card-styles';
import { useSlipCancel } from '../hooks/useSlipCancel';
import { CancelDialog } from './CancelDialog';

const statusColor: Record<BetLineStatus, [string, string]> = {
  PENDING: [theme.color.muted, '#f1ece6'],
  WIN: [theme.color.green, theme.color.greenSoft],
  LOSE: [theme.color.danger, theme.color.dangerSoft],
  CANCEL: [theme.color.muted, '#f1ece6'],
  USER_CANCEL: [theme.color.muted, '#f1ece6'],
};

const Box = styled.article`
  ${articleBox}
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: ${theme.color.goldSoft};
    border-bottom: 1px solid ${theme.color.line};
  }
  .game {
    font-weight: 700;
    font-size: 15px;
  }
  .id {
    font-family: ${theme.font.number};
    font-weight: 700;
    color: ${theme.color.red};
    font-size: 14px;
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 12px;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: 8px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.color.line};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  .num {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 16px;
  }
  footer {
    display: flex;
    justify-content: space-between;
    padding: 10px 12px;
    border-top: 1px solid ${theme.color.line};
    font-size: 14px;
    font-weight: 600;
  }
  .won {
    color: ${theme.color.green};
  }
  .cancel {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0 12px 12px;
  }
  /* a 44 px target around a 24 px box (issue 23: the box alone was 18 px) */
  .pick {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    margin: -10px 0 -10px -10px;
    vertical-align: middle;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.color.red};
  }
`;

const Status = styled.span<{ status: BetLineStatus }>`
  font-size: 12px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  color: ${(p) => statusColor[p.status][0]};
  background: ${(p) => statusColor[p.status][1]};
  white-space: nowrap;
`;

const baht = (amount: number) => formatBaht(bahtToSatang(Math.abs(amount)) ?? 0);
// draw-game lines (schemas/draw-games.ts) add units (sets/tickets) and the restriction rule in force
const unitsOf = (l: DrawBetSlipData['lines'][number]) => (l as { units?: number | null }).units ?? null;
const ruleOf = (l: DrawBetSlipData['lines'][number]) => (l as { rule?: string | null }).rule ?? null;

/**
 * One bet slip: id, draw date, time placed, and every line with its Thai status and payout. A pending
 * slip can be cancelled whole or line by line (with `game`): the fee is shown and confirmed first.
 */
export function SlipCard({
  slip,
  game,
  onChanged,
  showGame = false,
}: {
  slip: DrawBetSlipData;
  game?: GameDef;
  onChanged?: (slip: DrawBetSlipData) => void;
  /** Name the game above the slip code (a list of every game's slips). */
  showGame?: boolean;
}) {
  const { t } = useTranslation();
  // what is still staked: a partial cancel takes its lines out of the slip's total (kept as placed)
  const cancelledSatang = slip.lines
    .filter((l) => l.status === 'USER_CANCEL')
    .reduce((sum, l) => sum + (bahtToSatang(l.amount) ?? 0), 0);
  const cancelled = satangToBaht(cancelledSatang);
  const standing = satangToBaht((bahtToSatang(slip.total_amount) ?? 0) - cancelledSatang);
  const [picked, setPicked] = useState<string[]>([]);
  const pendingLines = slip.lines.filter((l) => l.status === 'PENDING');
  const canCancel = !!game && pendingLines.length > 0;
  return (
    <Box data-testid={`slip-${slip.slip_id}`} data-status={slip.status}>
      <header>
        <div>
          {showGame && game && (
            <div className="game" data-testid="slip-game">
              {t(game.labelKey)}
            </div>
          )}
          <div className="id">{slip.slip_id}</div>
          <div className="meta">{t('lobby.drawDate', { date: formatThaiDrawDate(slip.draw_date) })}</div>
          <div className="meta">{t('lobby.placedAt', { time: formatThaiDateTime(slip.created_at) })}</div>
        </div>
        <Status status={slip.status}>{t(`betStatus.${slip.status}`)}</Status>
      </header>
      {(slip as { void_reason?: string | null }).void_reason && (
        <div className="meta" style={{ padding: '6px 12px 0' }} data-testid="slip-voided">
          {t('lobby.voided')}
        </div>
      )}
      {slip.remark && (
        <div className="meta" style={{ padding: '6px 12px 0' }}>
          {slip.remark}
        </div>
      )}
      <ul>
        {slip.lines.map((l) => (
          <li key={l.line_id} data-testid="line-status" data-status={l.status}>
            <span>
              {canCancel && l.status === 'PENDING' && (
                <label className="pick">
                  <input
                    type="checkbox"
                    data-testid={`cancel-line-${l.line_id}`}
                    aria-label={t('lobby.cancelPick')}
                    checked={picked.includes(l.line_id)}
                    onChange={(e) =>
                      setPicked((p) => (e.target.checked ? [...p, l.line_id] : p.filter((x) => x !== l.line_id)))
                    }
                  />
                </label>
              )}
              {t(`betKind.${l.kind}`)} <span className="num">{l.number}</span>
              <div className="meta">
                {unitsOf(l) !== null
                  ? t('lobby.lineUnits', {
                      count: unitsOf(l),
                      unit: t(`lobby.unitName.${l.kind}`, { defaultValue: '' }),
                      amount: baht(l.amount),
                    })
                  : `${baht(l.amount)} ${t('lobby.baht')} × ${l.rate}`}
                {ruleOf(l) === 'REDUCED_RATE' && ` · ${t('lobby.reducedRate')}`}
              </div>
            </span>
            <span className={l.status === 'WIN' ? 'won' : 'meta'}>
              {l.status === 'WIN' ? t('lobby.payout', { amount: baht(l.payout) }) : ''}
            </span>
            <Status status={l.status}>{t(`betStatus.${l.status}`)}</Status>
          </li>
        ))}
      </ul>
      <footer>
        <span data-testid="slip-total">
          {t('lobby.slipTotal', { amount: baht(standing) })}
          {cancelled > 0 && (
            <span className="meta" style={{ display: 'block' }}>
              {t('lobby.slipCancelledAmount', { amount: baht(cancelled) })}
            </span>
          )}
        </span>
        <span className={slip.total_payout > 0 ? 'won' : ''} data-testid="slip-payout">
          {t('lobby.slipPayout', { amount: baht(slip.total_payout) })}
        </span>
      </footer>
      {canCancel && game && (
        <SlipCancel
          game={game}
          slip={slip}
          picked={picked}
          onCancelled={(next) => {
            setPicked([]);
            onChanged?.(next);
          }}
        />
      )}
    </Box>
  );
}

function SlipCancel({
  game,
  slip,
  picked,
  onCancelled,
}: {
  game: GameDef;
  slip: DrawBetSlipData;
  picked: string[];
  onCancelled: (slip: DrawBetSlipData) => void;
}) {
  const { t } = useTranslation();
  const flow = useSlipCancel(game, slip, onCancelled);
  return (
    <>
      <div className="cancel">
        <Button
          type="button"
          variant="ghost"
          data-testid={`slip-cancel-lines-${slip.slip_id}`}
          disabled={picked.length === 0}
          onClick={() => flow.ask(picked)}
        >
          {t('lobby.cancelLines')}
        </Button>
        <Button type="button" variant="danger" data-testid={`slip-cancel-${slip.slip_id}`} onClick={() => flow.ask([])}>
          {t('lobby.cancelSlip')}
        </Button>
      </div>
      {flow.open && (
        <CancelDialog
          fee={flow.fee}
          busy={flow.busy}
          error={flow.error}
          onConfirm={() => void flow.confirm()}
          onDismiss={flow.dismiss}
        />
      )}
    </>
  );
}
