import { useTranslation } from 'react-i18next';
import { TabBar } from 'shared-ui';
import type { LobbyTab } from '../../number-pad';

const TABS: LobbyTab[] = ['game', 'history', 'winning', 'howto', 'favorite'];

/** The lobby's tab bar (docs/product.md "Screens and routes" tabs; the bet steps live under "game"). */
export function LobbyTabs({ active, onChange }: { active: LobbyTab; onChange: (tab: LobbyTab) => void }) {
  const { t } = useTranslation();
  const tabs = TABS.map((id) => ({ id, label: t(`lobby.tabs.${id}`), testId: `tab-${id}` }));
  return <TabBar tabs={tabs} active={active} onSelect={onChange} />;
}
