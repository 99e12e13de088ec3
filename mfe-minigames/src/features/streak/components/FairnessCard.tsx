import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN, type StreakGame } from 'shared-contracts';
import { Button, Card, Muted, Notice, Row, TextField, useRemote } from 'shared-ui';
import { useSeed } from '../hooks/useSeed';
import { minigameErrorText } from '../utils/minigame-error-text';
import { HashText } from './HashText';

const Label = styled.div`
  font-size: 14.5px;
  font-weight: 600;
`;

/**
 * Provable fairness before play (docs/game-rules.md "Provable fairness"): the commitment of the next slip's
 * server seed, and the player's client seed, which they may change between slips (`locked` while one is
 * open, or the slip on screen is the open one's).
 */
export function FairnessCard({ game, locked }: { game: StreakGame; locked: boolean }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const { seed, setClientSeed } = useSeed(game);
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState(false);
  const current = seed.data?.client_seed;
  useEffect(() => {
    if (current !== undefined) setValue(current);
  }, [current]);
  const valid = CLIENT_SEED_PATTERN.test(value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!valid) return;
    setClientSeed.mutate(value, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card data-testid="fairness-card">
      <h2>🔒 {t('minigames.fairness.title')}</h2>
      <Muted>{t('minigames.fairness.body')}</Muted>
      <Label>{t('minigames.fairness.commitment')}</Label>
      <HashText data-testid="seed-commitment">{seed.data?.commitment ?? '…'}</HashText>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('minigames.fairness.clientSeed')}
          testId="client-seed-input"
          value={value}
          maxLength={64}
          disabled={locked}
          onChange={(e) => {
            setValue(e.target.value);
            setSaved(false);
          }}
          error={value && !valid ? t('minigames.fairness.clientSeedInvalid') : undefined}
          hint={locked ? t('minigames.fairness.locked') : t('minigames.fairness.clientSeedHint')}
        />
        {setClientSeed.isError && (
          <Notice tone="error" role="alert">
            {minigameErrorText(setClientSeed.error, t)}
          </Notice>
        )}
        {saved && (
          <Notice tone="success" role="status" data-testid="client-seed-saved">
            {t('minigames.fairness.saved')}
          </Notice>
        )}
        <Row style={{ justifyContent: 'space-between' }}>
          <Muted>{seed.data ? t('minigames.fairness.nonce', { nonce: seed.data.nonce }) : ''}</Muted>
          <Row>
            <Button type="button" variant="ghost" small onClick={() => navigate('/minigame/verify')}>
              {t('minigames.fairness.howTo')}
            </Button>
            <Button
              type="submit"
              small
              data-testid="client-seed-save"
              disabled={locked || !valid || value === current || setClientSeed.isPending}
            >
              {t('minigames.fairness.save')}
            </Button>
          </Row>
        </Row>
      </form>
    </Card>
  );
}
