/**
 * A round's result, maker-checker: its entry status; an operator enters the official raw result (JSON in the
 * game family's shape), and a different operator confirms by re-typing it, which settles the round. The API refuses
 * the same operator (403) and a different result (409); both show here.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Chip, Muted, Notice, TextField } from 'shared-ui';
import { useSignedInOps } from '../../auth';
import { ActionError, useConsoleT } from '../../console';
import { useResultEntry, useRoundActions } from '../hooks/useRoundActions';

const Box = styled.div`
  margin-top: 10px;
  padding-top: 10px;
  border-top: 1px dashed #ddd;
`;

const parseRaw = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export function ResultPanel({ roundId }: { roundId: string }) {
  const t = useConsoleT();
  const { me } = useSignedInOps();
  const entry = useResultEntry(roundId, true);
  const actions = useRoundActions(roundId);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const raw = parseRaw(text);
  const e = entry.data?.entry;
  const status = entry.data?.status;
  const sameUser = status === 'PENDING' && e?.entered_by === me.username;

  return (
    <Box data-testid="result-panel">
      {entry.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
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
      {status !== 'CONFIRMED' && (
        <>
          <TextField
            label={t('backoffice.rounds.raw')}
            hint={t('backoffice.rounds.rawHint')}
            error={touched && !raw ? t('backoffice.rounds.rawInvalid') : null}
            testId="result-raw"
            value={text}
            onChange={(ev) => setText(ev.target.value)}
            onBlur={() => setTouched(true)}
            spellCheck={false}
          />
          {sameUser && <Notice tone="warn">{t('backoffice.rounds.sameUser')}</Notice>}
          <Button
            type="button"
            small
            variant="primary"
            disabled={!raw || actions.enter.isPending}
            data-testid="result-enter"
            onClick={() => raw && actions.enter.mutate(raw)}
          >
            {t('backoffice.rounds.enter')}
          </Button>{' '}
          {status === 'PENDING' && (
            <Button
              type="button"
              small
              variant="gold"
              disabled={!raw || actions.confirm.isPending}
              data-testid="result-confirm"
              onClick={() => raw && actions.confirm.mutate(raw)}
            >
              {t('backoffice.rounds.confirm')}
            </Button>
          )}
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
