import { useTranslation } from 'react-i18next';
import { TabBar } from 'shared-ui';
import type { LobbyTab } from '../../number-pad';

/** Every draw game's tabs, in order. */
export const LOBBY_TABS: readonly LobbyTab[] = ['game', 'history', 'winning', 'howto', 'favorite'];

/**
 * The lobby's tab bar (docs/product.md "Screens and routes" tabs; the bet steps live under "game"); a family with
 * tabs of its own (yeekee's shooting) passes its list.
 */
export function LobbyTabs({
  active,
  onChange,
  tabs = LOBBY_TABS,
}: {
  active: LobbyTab;
  onChange: (tab: LobbyTab) => void;
  tabs?: readonly LobbyTab[];
}) {
  const { t } = useTranslation();
  const items = tabs.map((id) => ({ id, label: t(`lobby.tabs.${id}`), testId: `tab-${id}` }));
  return <TabBar tabs={items} active={active} onSelect={onChange} />;
}
