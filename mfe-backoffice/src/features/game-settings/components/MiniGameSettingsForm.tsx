/**
 * A streak mini-game's settings (`GET/PUT backoffice/minigames/{game}`): the multiplier per win, the stake limits and
 * the largest payout of a slip in baht, and closing the game. A blank box goes back to the default (sent as null),
 * shown as the box's placeholder; only changed fields are sent. The API checks the values (400 E10000, shown).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STREAK_GAMES,
  gameByRoute,
  type MiniGameSettingsBody,
  type MiniGameSettingsData,
  type StreakGame,
} from 'shared-contracts';
import { Button, Muted, Row, SelectField, TextField } from 'shared-ui';
import { ActionError, useConsoleT } from '../../console';
import { useMiniGameSettings } from '../hooks/useGameSettings';
import { Box } from './SettingsBox';

const FIELDS = ['multiplier', 'min_bet', 'max_bet', 'max_payout'] as const;
type Field = (typeof FIELDS)[number];
type Drafts = Partial<Record<Field, string>>;

/** The body of the changed fields: a blank box is null (the default); a number box keeps the typed text. */
export function miniGameChanges(
  saved: MiniGameSettingsData,
  drafts: Drafts,
  closed: boolean | null,
): MiniGameSettingsBody {
  const body: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const d = drafts[f];
    if (d === undefined || d.trim() === String(saved[f])) continue;
    body[f] = d.trim() === '' ? null : f === 'multiplier' ? Number(d) : d.trim();
  }
  if (closed !== null && closed !== saved.is_closed) body.is_closed = closed;
  return body as MiniGameSettingsBody;
}

export function MiniGameSettingsForm() {
  const t = useConsoleT();
  const { t: common } = useTranslation();
  const [game, setGame] = useState<StreakGame>(STREAK_GAMES[0]!);
  const { query, save } = useMiniGameSettings(game);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [closed, setClosed] = useState<boolean | null>(null);
  const saved = query.data;
  const changes = saved ? miniGameChanges(saved, drafts, closed) : {};
  const reset = () => {
    setDrafts({});
    setClosed(null);
  };
  return (
    <Box data-testid="minigame-settings">
      <h3 css={{ margin: 0 }}>{t('backoffice.settings.minigames')}</h3>
      <SelectField
        label={t('backoffice.settings.game')}
        testId="minigame-game"
        value={game}
        onChange={(e) => {
          setGame(e.target.value as StreakGame);
          reset();
        }}
      >
        {STREAK_GAMES.map((g) => (
          <option key={g} value={g}>
            {common(gameByRoute(`/minigame/${g}`)?.labelKey ?? g)}
          </option>
        ))}
      </SelectField>
      {!saved && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {saved && (
        <>
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(`backoffice.settings.fields.${f}`)}
              hint={t('backoffice.settings.defaultIs', { value: saved.defaults[f] })}
              testId={`minigame-${f}`}
              inputMode="decimal"
              placeholder={String(saved.defaults[f])}
              value={drafts[f] ?? String(saved[f])}
              onChange={(e) => setDrafts((d) => ({ ...d, [f]: e.target.value }))}
            />
          ))}
          <label css={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0' }}>
            <input
              type="checkbox"
              data-testid="minigame-closed"
              checked={closed ?? saved.is_closed}
              onChange={(e) => setClosed(e.target.checked)}
            />
            {t('backoffice.settings.closed')}
          </label>
          <Row>
            <Button
              type="button"
              small
              disabled={save.isPending || Object.keys(changes).length === 0}
              data-testid="minigame-save"
              onClick={() => save.mutate(changes, { onSuccess: reset })}
            >
              {t('backoffice.common.save')}
            </Button>
            {save.isSuccess && <Muted data-testid="minigame-saved">{t('backoffice.common.saved')}</Muted>}
          </Row>
        </>
      )}
      <ActionError error={save.error} testId="minigame-error" />
    </Box>
  );
}
