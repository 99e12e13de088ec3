import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  formatThaiDateTime,
  formatThaiShortDate,
  formatWireBaht,
  gameByCode,
  isLedgerTransferKind,
  type WalletTransaction,
} from 'shared-contracts';
import { Card, Chip, Notice, theme } from 'shared-ui';
import { dashedRows, STATUS_TONE } from '../../../ui/status-rows';
import { useTransactions } from '../hooks/useTransactions';

const List = styled.ul`
  ${dashedRows('1fr auto', '10px 0')}
  .kind {
    font-weight: 700;
  }
  .amount {
    font-weight: 800;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .plus {
    color: ${theme.color.green};
  }
  .minus {
    color: ${theme.color.danger};
  }
  .about {
    display: block;
    font-weight: 400;
    font-size: 13px;
    color: ${theme.color.ink};
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .right {
    text-align: right;
  }
`;

/**
 * What a posting is about, in Thai: the game, the round (draw date, yeekee's number), the slip, and a void refund's
 * reason, e.g. "หวยรัฐบาลไทย · งวด 1 ธ.ค. 69 · โพย UG00000123".
 */
function aboutSlip(tx: WalletTransaction, t: TFunction): string {
  const game = tx.game_code ? gameByCode(tx.game_code) : undefined;
  return [
    game ? t(game.labelKey) : tx.game_code,
    tx.draw_date
      ? t('wallet.about.round', { date: formatThaiShortDate(`${tx.draw_date}T12:00:00+07:00`) }) +
        (tx.round_no && game?.schedule?.calendar === 'FREQUENT'
          ? ` ${t('wallet.about.roundNo', { no: tx.round_no })}`
          : '')
      : null,
    t('wallet.about.slip', { code: tx.slip_id }),
    tx.void_reason ? t('wallet.about.voidReason', { reason: tx.void_reason }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The transactions list (newest first, `useTransactions`): each kind's Thai label (LEDGER_TRANSFER_KINDS, one per
 * kind) and what it is about (`aboutSlip`), the signed amount, the status (a withdraw stays PENDING until ops decide,
 * then SUCCESS or CANCEL).
 */
export function TransactionsList() {
  const { t } = useTranslation();
  const { items, failed } = useTransactions();

  return (
    <Card>
      <h2>{t('wallet.history')}</h2>
      {failed && <Notice tone="error">{t('wallet.errors.generic')}</Notice>}
      {!items && !failed && <Notice>{t('wallet.loading')}</Notice>}
      <List data-testid="transactions-list" data-count={items?.length ?? 0}>
        {items?.length === 0 && <li className="meta">{t('wallet.empty')}</li>}
        {items?.map((tx) => (
          <li key={tx.transaction_id} data-testid="transaction" data-kind={tx.kind} data-status={tx.status}>
            <span className="kind">
              {tx.kind === 'BET' && tx.game_code && gameByCode(tx.game_code)?.group === 'minigame'
                ? t('wallet.minigameStake')
                : t(`wallet.kind.${isLedgerTransferKind(tx.kind) ? tx.kind : 'other'}`)}
              {tx.slip_id && (
                <span className="about" data-testid="transaction-about">
                  {aboutSlip(tx, t)}
                </span>
              )}
            </span>
            <span className={`amount ${tx.amount < 0 ? 'minus' : 'plus'}`}>
              {tx.amount > 0 ? '+' : ''}
              {formatWireBaht(tx.amount)}
            </span>
            <span className="meta">
              {formatThaiDateTime(tx.created_at)}{' '}
              {tx.status === 'SUCCESS' ? (
                `· ${t('wallet.status.SUCCESS')}`
              ) : (
                <Chip tone={STATUS_TONE[tx.status]} data-testid="transaction-status">
                  {t(`wallet.status.${tx.status}`)}
                </Chip>
              )}
            </span>
            <span className="meta right">{t('wallet.balanceAfter', { amount: formatWireBaht(tx.balance_after) })}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
