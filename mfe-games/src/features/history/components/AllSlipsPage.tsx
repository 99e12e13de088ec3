import { useTranslation } from 'react-i18next';
import { BrandBar } from 'shared-ui';
import { HistoryTab } from './HistoryTab';

/**
 * `/gamelobby/my-slips`: every draw game's slips of the player in one list, newest first, each naming its game
 * (issue 23: there was no list across games), with the same cards, statuses, payouts and partial cancel as a
 * lobby's history tab.
 */
export function AllSlipsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="all-slips">
      <BrandBar title={t('lobby.allSlipsTitle')} subtitle={t('lobby.allSlipsSubtitle')} />
      <HistoryTab game={null} />
    </div>
  );
}
