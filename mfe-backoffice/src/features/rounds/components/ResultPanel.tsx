/**
 * A round's result, maker-checker: its entry status; an operator enters the official raw result with the form of
 * the game's family (ResultForm: labelled fields, the winning digits previewed before sending; raw JSON as a
 * fallback), and a different operator confirms by re-typing it BLIND (issue 20): the API gives a pending entry's
 * values to its maker only, so the checker sees who entered it and when, never what; the entered result and its
 * digits show once confirmed (and to the maker). The API refuses the same operator or the early closer (403) and a
 * different result (409, naming only the differing fields): both show here with the API's message; a result the
 * form lets through but the API refuses (400 E10000) shows its message too.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { SettlementSummary } from 'shared-contracts';
import { Button, Chip, Muted, Notice } from 'shared-ui';
import { useSignedInOps } from '../../auth';
import { ActionError, useConsoleT } from '../../console';
import { useResultEntry, useRoundActions } from '../hooks/useRoundActions';
import { formStrategyOfGame } from '../result-form/result-families';
import { EnteredResult } from './EnteredResult';
import { ResultForm } from './ResultForm';

const Box = styled.div`
  margin-top: 10px;
  padding-top: 10px;
  border-top: 1px dashed #ddd;
  h4 {
    margin: 6px 0;
  }
`;

export interface ResultPanelProps {
  roundId: string;
  gameCode: string;
  drawDate: string;
  /** Told once the confirmation settled the round (the card may then leave a list filtered by state). */
  onSettled?: (summary: SettlementSummary) => void;
}

export function ResultPanel({ roundId, gameCode, drawDate, onSettled }: ResultPanelProps) {
  const t = useConsoleT();
  const { me } = useSignedInOps();
  const entry = useResultEntry(roundId, true);
  const actions = useRoundActions(roundId, { onSettled });
  const [correcting, setCorrecting] = useState(false);
  const strategy = formStrategyOfGame(gameCode);
  const e = entry.data?.entry;
  const status = entry.data?.status;
  const sameUser = status === 'PENDING' && e?.entered_by === me.username;
  const showMaker = status === 'NONE' || (status === 'PENDING' && correcting);

  return (
    <Box data-testid="result-panel">
      {entry.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={entry.error} />
      {status && (
        <p>
          <Chip
            tone={status === 'CONFIRMED' ? 'green' : status === 'PENDING' ? 'gold' : 'muted'}
            data-testid="result-status"
          >
            {t(`backoffice.rounds.resultStatus.${status}`)}
          </Chip>{' '}
          {e && (
            <Muted as="span">{t('backoffice.rounds.enteredBy', { user: e.entered_by, revision: e.revision })}</Muted>
          )}
          {e?.confirmed_by && (
            <Muted as="span"> · {t('backoffice.rounds.confirmedBy', { user: e.confirmed_by })}</Muted>
          )}
        </p>
      )}
      {e?.raw && <EnteredResult strategy={strategy} raw={e.raw} digits={e.digits ?? {}} drawDate={drawDate} />}
      {status === 'PENDING' && !correcting && (
        <>
          <h4>{t('backoffice.resultForm.retype')}</h4>
          {sameUser ? (
            <Notice tone="warn">{t('backoffice.rounds.sameUser')}</Notice>
          ) : (
            <Muted data-testid="result-blind">{t('backoffice.resultForm.blind')}</Muted>
          )}
          <ResultForm key={`confirm-${e?.revision}`} strategy={strategy} drawDate={drawDate} idPrefix="confirm">
            {(payload) => {
              return (
                <>
                  <Button
                    type="button"
                    small
                    variant="gold"
                    disabled={!payload || actions.confirm.isPending}
                    data-testid="result-confirm"
                    onClick={() =>
                      payload && actions.confirm.mutate(payload, { onSuccess: (summary) => onSettled?.(summary) })
                    }
                  >
                    {t('backoffice.rounds.confirm')}
                  </Button>{' '}
                  <Button
                    type="button"
                    small
                    variant="ghost"
                    data-testid="result-correct"
                    onClick={() => setCorrecting(true)}
                  >
                    {t('backoffice.resultForm.correct')}
                  </Button>
                </>
              );
            }}
          </ResultForm>
        </>
      )}
      {showMaker && (
        <>
          <h4>{t('backoffice.resultForm.title')}</h4>
          <ResultForm strategy={strategy} drawDate={drawDate} idPrefix="result">
            {(payload) => (
              <Button
                type="button"
                small
                variant="primary"
                disabled={!payload || actions.enter.isPending}
                data-testid="result-enter"
                onClick={() => payload && actions.enter.mutate(payload, { onSuccess: () => setCorrecting(false) })}
              >
                {t('backoffice.rounds.enter')}
              </Button>
            )}
          </ResultForm>
        </>
      )}
      <ActionError error={actions.enter.error} testId="result-error" />
      <ActionError error={actions.confirm.error} testId="result-confirm-error" />
      {actions.confirm.data && (
        <Notice tone="success" data-testid="result-settled">
          {t('backoffice.rounds.settled', {
            won: actions.confirm.data.lines_won,
            lines: actions.confirm.data.lines_settled,
          })}
        </Notice>
      )}
    </Box>
  );
}
