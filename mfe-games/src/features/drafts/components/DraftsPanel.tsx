import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betKindConfig, formatBaht, bahtToSatang, type BetKind, type DraftSummaryData } from 'shared-contracts';
import { Button, Card, Notice, Panel, theme, requestLogin, useRemote, useSession } from 'shared-ui';
import { defaultPrice, priceLine, type GamePadProps, type PadLine } from '../../number-pad';
import type { DraftOrder } from '../api/drafts';
import { useDrafts } from '../hooks/useDrafts';

// the name field takes the row; on a phone the save button goes under it (issue 23: the field was squeezed to
// 93 px with its placeholder cut)
const Form = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 44px;
    font: inherit;
    padding: 10px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.line};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 0;
    border-bottom: 1px dashed ${theme.color.line};
  }
  .info {
    flex: 1;
    min-width: 0;
  }
  .name {
    font-weight: 700;
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  select {
    font: inherit;
  }
`;

const SortRow = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 14px;
  select {
    font: inherit;
    padding: 4px 8px;
    border-radius: ${theme.radius.sm};
    border: 1px solid ${theme.color.line};
  }
`;

const ORDERS: { value: DraftOrder; label: 'newest' | 'oldest' | 'name' }[] = [
  { value: 'created_at', label: 'newest' },
  { value: 'sort_order', label: 'oldest' },
  { value: 'name', label: 'name' },
];

let draftLineSeq = 0;

/**
 * Saved number lists of the game (drafts): save the pad's current lines under a name, list them sorted
 * (newest, oldest, name), load one into the pad (its lines replace the pad's) or delete it.
 */
export function DraftsPanel({ game, state, update }: GamePadProps) {
  const { t } = useTranslation();
  const { bus } = useRemote();
  const session = useSession();
  const { drafts, failed, order, setOrder, saving, save: saveDraft, remove: removeDraft, fetchDraft } = useDrafts(game);
  const [name, setName] = useState('');
  const [actionFeedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const feedback = actionFeedback ?? (failed ? { tone: 'error' as const, text: t('lobby.loadFailed') } : null);

  if (session.status === 'anonymous') {
    return (
      <Panel icon="star" title={t('lobby.draftLogin')} testId="drafts-login">
        <Button type="button" onClick={() => requestLogin(bus)}>
          {t('lobby.loginToBet')}
        </Button>
      </Panel>
    );
  }

  const save = async () => {
    if (!state.lines.length) {
      setFeedback({ tone: 'error', text: t('lobby.draftNoLines') });
      return;
    }
    const trimmed = name.trim() || t(game.labelKey);
    try {
      await saveDraft({
        name: trimmed,
        lines: state.lines.map((l) => {
          const p = priceLine(game, l);
          const amount = p.valid ? (p.units ?? Number(l.price)) : Number(defaultPrice(game, l.kind));
          return { kind: l.kind, number: l.number, amount };
        }),
      });
      setName('');
      setFeedback({ tone: 'success', text: t('lobby.draftSaved', { name: trimmed }) });
    } catch {
      setFeedback({ tone: 'error', text: t('lobby.loadFailed') });
    }
  };

  const load = async (d: DraftSummaryData) => {
    try {
      const full = await fetchDraft(d.draft_id);
      const lines: PadLine[] = full.lines
        .filter((l) => betKindConfig(game, l.kind))
        .map((l) => ({
          id: `d${Date.now().toString(36)}${(draftLineSeq++).toString(36)}`,
          kind: l.kind as BetKind,
          number: l.number,
          price: String(l.amount),
        }));
      update((s) => ({ ...s, lines, tab: 'game', step: 'fillNumber', pendingSubmission: null }));
    } catch {
      setFeedback({ tone: 'error', text: t('lobby.loadFailed') });
    }
  };

  const remove = async (d: DraftSummaryData) => {
    try {
      await removeDraft(d.draft_id);
    } catch {
      setFeedback({ tone: 'error', text: t('lobby.loadFailed') });
    }
  };

  return (
    <Card data-testid="drafts">
      <h2>{t('lobby.draftsTitle')}</h2>
      <Form>
        <input
          data-testid="draft-name-input"
          aria-label={t('lobby.draftName')}
          placeholder={t('lobby.draftNamePlaceholder')}
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button
          type="button"
          variant="gold"
          data-testid="draft-save"
          disabled={saving}
          onClick={() => void save()}
          style={{ flex: '1 0 auto' }}
        >
          {t('lobby.draftSave')}
        </Button>
      </Form>
      {feedback && (
        <Notice tone={feedback.tone} role={feedback.tone === 'error' ? 'alert' : 'status'} data-testid="draft-feedback">
          {feedback.text}
        </Notice>
      )}
      <SortRow>
        {t('lobby.draftSort')}
        <select data-testid="draft-sort" value={order} onChange={(e) => setOrder(e.target.value as DraftOrder)}>
          {ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`lobby.draftSortBy.${o.label}`)}
            </option>
          ))}
        </select>
      </SortRow>
      {drafts && drafts.length === 0 && <p data-testid="drafts-empty">{t('lobby.draftEmpty')}</p>}
      <List data-testid="draft-list">
        {(drafts ?? []).map((d) => (
          <li key={d.draft_id} data-testid="draft-item" data-draft-id={d.draft_id} data-name={d.name}>
            <div className="info">
              <div className="name">{d.name}</div>
              <div className="meta">
                {t('lobby.draftLines', { count: d.line_count })} · {formatBaht(bahtToSatang(d.total_amount) ?? 0)}{' '}
                {t('lobby.baht')}
              </div>
            </div>
            <Button type="button" variant="gold" data-testid={`draft-load-${d.draft_id}`} onClick={() => void load(d)}>
              {t('lobby.draftLoad')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              data-testid={`draft-delete-${d.draft_id}`}
              onClick={() => void remove(d)}
            >
              {t('lobby.draftDelete')}
            </Button>
          </li>
        ))}
      </List>
    </Card>
  );
}
