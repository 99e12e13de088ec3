import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import type { LobbyTab } from '../../number-pad/state/types';

const TABS: LobbyTab[] = ['game', 'history', 'winning', 'howto', 'favorite'];

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  background: #fff;
  border-radius: ${theme.radius.pill};
  padding: 4px;
  border: 1px solid ${theme.color.line};
  &::-webkit-scrollbar {
    display: none;
  }
  button {
    flex: 1 1 auto;
    appearance: none;
    border: 0;
    font: inherit;
    font-size: 13.5px;
    font-weight: 600;
    padding: 8px 6px;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.color.muted};
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected='true'] {
    background: ${theme.color.red};
    color: ${theme.color.goldLight};
  }
`;

/** The lobby's tab bar (spec section 2 tabs; the bet steps live under "game"). */
export function LobbyTabs({ active, onChange }: { active: LobbyTab; onChange: (tab: LobbyTab) => void }) {
  const { t } = useTranslation();
  return (
    <Bar role="tablist">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={active === tab}
          data-testid={`tab-${tab}`}
          onClick={() => onChange(tab)}
        >
          {t(`lobby.tabs.${tab}`)}
        </button>
      ))}
    </Bar>
  );
}
