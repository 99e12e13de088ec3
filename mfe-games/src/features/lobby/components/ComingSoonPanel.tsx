import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { useRemote, Button, Card, Panel } from 'shared-ui';
import { RatesTable, ScheduleInfo } from '../../how-to-play';

/** A catalogue game that is not playable yet: its name, schedule and rates, and a way back. */
export function ComingSoonPanel({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const name = t(game.labelKey);
  return (
    <div data-testid="lobby-coming-soon">
      <Panel icon="ticket" title={t('lobby.soonTitle')}>
        <h1 data-testid="lobby-title" style={{ margin: '0 0 8px', fontSize: 22 }}>
          {name}
        </h1>
        <p>{t('lobby.soonBody', { name })}</p>
        <Button type="button" variant="gold" onClick={() => navigate('/')}>
          {t('lobby.backHome')}
        </Button>
      </Panel>
      <Card>
        <h2>{t('lobby.schedule')}</h2>
        <ScheduleInfo game={game} />
      </Card>
      <Card>
        <h2>{t('lobby.ratesTitle')}</h2>
        <RatesTable game={game} />
      </Card>
    </div>
  );
}
