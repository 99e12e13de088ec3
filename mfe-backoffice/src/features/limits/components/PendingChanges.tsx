/**
 * "รอยืนยัน": the changes of rates, stake limits and exposure caps beyond the band that wait for a second operator
 * (every game, newest first). Each shows the game, who asked and when, every field old → new (values in force, baht)
 * and when it expires. Another operator confirms or rejects it through a confirmation dialog; the operator who asked
 * may withdraw it; other roles only read. The API's refusal (already decided, stale, new account) shows in the dialog.
 */
import styled from '@emotion/styled';
import type { SettingChangeData } from 'shared-contracts';
import { Button, Muted, theme } from 'shared-ui';
import {
  ActionError,
  ConfirmDialog,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  ConsoleFrame as Box,
  useConfirmStep,
} from '../../console';
import { useSettingChanges, type SettingChangeVerb } from '../hooks/useSettingChanges';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-top: 1px solid ${theme.color.line};
    padding: 8px 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 4px 0;
    padding-left: 18px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
`;

/** A change's fields, one line each: kind, field, the value in force now → the one asked (`itemTestId` on each line). */
function FieldChanges({ change, itemTestId }: { change: SettingChangeData; itemTestId?: string }) {
  const t = useConsoleT();
  return (
    <ul>
      {change.changes.map((f) => (
        <li key={`${f.kind}-${f.field}`} data-testid={itemTestId}>
          {t('backoffice.pending.change', {
            kind: f.kind,
            field: t(`backoffice.pending.fields.${f.field}`),
            from: f.old_in_force.toLocaleString('en-US'),
            to: f.new_in_force.toLocaleString('en-US'),
          })}
        </li>
      ))}
    </ul>
  );
}

export function PendingChanges() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const { query, decide, me } = useSettingChanges();
  const [asking, setAsking, ask] = useConfirmStep<{ change: SettingChangeData; verb: 'confirm' | 'reject' }>(decide);
  const operator = me.role === 'operator';
  const act = (change: SettingChangeData, verb: SettingChangeVerb) =>
    decide.mutate({ change, verb }, { onSuccess: () => setAsking(null) });
  const changes = query.data ?? [];
  return (
    <Box data-testid="pending-changes">
      <h2>{t('backoffice.pending.title')}</h2>
      <Muted>{t('backoffice.pending.hint')}</Muted>
      {!query.data && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {query.data && changes.length === 0 && <Muted data-testid="pending-none">{t('backoffice.pending.none')}</Muted>}
      <List>
        {changes.map((c) => {
          const mine = c.requested_by === me.username;
          return (
            <li key={c.id} data-testid="pending-change">
              <strong>
                {c.game_code} · {t(`backoffice.pending.settings.${c.setting}`)}
              </strong>
              <FieldChanges change={c} itemTestId="pending-field" />
              {c.reason && <Muted>{t('backoffice.pending.reason', { reason: c.reason })}</Muted>}
              <Muted data-testid="pending-asked-by">
                {t('backoffice.pending.askedBy', { user: c.requested_by, at: bangkokTime(c.requested_at, lang) })} ·{' '}
                {t('backoffice.pending.expires', { at: bangkokTime(c.expires_at, lang) })}
              </Muted>
              {operator && (
                <Actions>
                  {mine ? (
                    <>
                      <Muted>{t('backoffice.pending.yours')}</Muted>
                      <Button
                        type="button"
                        small
                        variant="ghost"
                        disabled={decide.isPending}
                        data-testid="pending-cancel"
                        onClick={() => act(c, 'cancel')}
                      >
                        {t('backoffice.pending.cancel')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        type="button"
                        small
                        data-testid="pending-confirm"
                        onClick={() => ask({ change: c, verb: 'confirm' })}
                      >
                        {t('backoffice.pending.confirm')}
                      </Button>
                      <Button
                        type="button"
                        small
                        variant="ghost"
                        data-testid="pending-reject"
                        onClick={() => ask({ change: c, verb: 'reject' })}
                      >
                        {t('backoffice.pending.reject')}
                      </Button>
                    </>
                  )}
                </Actions>
              )}
            </li>
          );
        })}
      </List>
      {!asking && <ActionError error={decide.error} testId="pending-error" />}
      {asking && (
        <ConfirmDialog
          title={t(`backoffice.pending.${asking.verb}Title`, { game: asking.change.game_code })}
          testId="pending-dialog"
          confirmLabel={t(`backoffice.pending.${asking.verb}`)}
          confirmTestId="pending-dialog-confirm"
          disabled={decide.isPending}
          onConfirm={() => act(asking.change, asking.verb)}
          onCancel={() => setAsking(null)}
        >
          <p>{t(`backoffice.pending.${asking.verb}Body`)}</p>
          <FieldChanges change={asking.change} />
          <Muted>
            {t('backoffice.pending.askedBy', {
              user: asking.change.requested_by,
              at: bangkokTime(asking.change.requested_at, lang),
            })}
          </Muted>
          <ActionError error={decide.error} testId="pending-dialog-error" />
        </ConfirmDialog>
      )}
    </Box>
  );
}
