/**
 * One round: game, draw date, state, close time and countdown (on the server's clock), the scheduled result time,
 * the early-close flag (who, when, why), stakes, and its actions (close now asks for a reason: CloseDialog).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { formatWireBaht, type BackofficeRound, type SettlementSummary } from 'shared-contracts';
import { Button, Chip, Digits, Muted, Notice, Row, theme, type ChipTone } from 'shared-ui';
import { useConsoleLang, useConsoleT, bangkokTime, countdownText } from '../../console';
import { useServerNow } from '../hooks/useServerNow';
import { useRoundActions } from '../hooks/useRoundActions';
import { CloseDialog } from './CloseDialog';
import { ResultPanel } from './ResultPanel';
import { VoidDialog } from './VoidDialog';

const Card = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
  h3 {
    margin: 0;
    font-size: 17px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 10px;
`;

const STATE_TONE: Record<string, ChipTone> = {
  scheduled: 'muted',
  open: 'green',
  closed: 'gold',
  resulted: 'blue',
  settled: 'blue',
  void: 'red',
};

export function RoundCard({
  round,
  onSettled,
}: {
  round: BackofficeRound;
  /** Told when a confirmed result settled this round. */
  onSettled?: (round: BackofficeRound, summary: SettlementSummary) => void;
}) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const now = useServerNow();
  const actions = useRoundActions(round.round_id);
  const [voiding, setVoiding] = useState(false);
  const [closing, setClosing] = useState(false);
  const [showResult, setShowResult] = useState(false);
  const canClose = round.state === 'open' || round.state === 'scheduled';
  // a round closed early (or resulted) counts down no more
  const left = canClose ? countdownText(round.close_at, now) : null;
  const canVoid = round.state !== 'void' && round.state !== 'settled' && round.state !== 'resulted';

  return (
    <Card data-testid={`round-${round.round_id}`}>
      <Row>
        <h3>
          {round.game_code} · <Digits>{round.draw_date}</Digits>
        </h3>
        <Chip tone={STATE_TONE[round.state] ?? 'muted'} data-testid="round-state">
          {round.state}
        </Chip>
        {round.closed_early && (
          <Chip tone="red" data-testid="round-closed-early">
            {t('backoffice.rounds.closedEarly')}
          </Chip>
        )}
      </Row>
      <Muted>
        {t('backoffice.rounds.closeAt', { time: bangkokTime(round.close_at, lang) })} ·{' '}
        <span data-testid="round-countdown">
          {left ? t('backoffice.rounds.closesIn', { left }) : t('backoffice.rounds.closed')}
        </span>
      </Muted>
      <Muted data-testid="round-result-expected">
        {t('backoffice.rounds.resultExpectedAt', { time: bangkokTime(round.result_expected_at, lang) })}
      </Muted>
      {round.closed_early && (
        <Muted data-testid="round-closed-early-by">
          {t('backoffice.rounds.closedEarlyBy', {
            user: round.closed_early.by ?? '-',
            time: bangkokTime(round.closed_early.at, lang),
            reason: round.closed_early.reason ?? '-',
          })}
        </Muted>
      )}
      <Muted>
        {t('backoffice.rounds.bets', { count: round.bet_count, amount: formatWireBaht(round.total_stake) })}
      </Muted>
      <Actions>
        {canClose && (
          <Button
            type="button"
            small
            variant="ghost"
            disabled={actions.close.isPending}
            data-testid="round-close"
            onClick={() => {
              actions.close.reset();
              setClosing(true);
            }}
          >
            {t('backoffice.rounds.close')}
          </Button>
        )}
        {canVoid && (
          <Button type="button" small variant="danger" data-testid="round-void" onClick={() => setVoiding(true)}>
            {t('backoffice.rounds.void')}
          </Button>
        )}
        <Button
          type="button"
          small
          variant="outline"
          aria-expanded={showResult}
          data-testid="round-result-toggle"
          onClick={() => setShowResult((v) => !v)}
        >
          {t('backoffice.rounds.result')}
        </Button>
      </Actions>
      {actions.void.data && (
        <Notice tone="success">{t('backoffice.rounds.voided', { count: actions.void.data.slips_refunded })}</Notice>
      )}
      {showResult && (
        <ResultPanel
          roundId={round.round_id}
          gameCode={round.game_code}
          drawDate={round.draw_date}
          onSettled={(summary) => onSettled?.(round, summary)}
        />
      )}
      {closing && (
        <CloseDialog
          roundLabel={`${round.game_code} ${round.draw_date}`}
          mutation={actions.close}
          onDone={() => setClosing(false)}
        />
      )}
      {voiding && (
        <VoidDialog
          roundLabel={`${round.game_code} ${round.draw_date}`}
          mutation={actions.void}
          onDone={() => setVoiding(false)}
        />
      )}
    </Card>
  );
}
