import { useTranslation } from 'react-i18next';
import { TabBar, useRemote } from 'shared-ui';

export type MiniGameTab = 'cointossing' | 'paoyingchub' | 'verify';
const TABS: readonly MiniGameTab[] = ['cointossing', 'paoyingchub', 'verify'];

/** The mini-games' tabs: coin toss, rock-paper-scissors and the verify view (shell navigation). */
export function GameTabs({ active }: { active: MiniGameTab }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  return (
    <TabBar
      tabs={TABS.map((id) => ({ id, label: t(`minigames.tabs.${id}`), testId: `minigame-tab-${id}` }))}
      active={active}
      onSelect={(id) => navigate(`/minigame/${id}`)}
    />
  );
}
