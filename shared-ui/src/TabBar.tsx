import styled from '@emotion/styled';
import { theme } from './theme';

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

export interface TabBarItem<T extends string> {
  id: T;
  /** Already-translated label (Thai text comes from i18n in the caller). */
  label: string;
  testId: string;
}

/**
 * The pill tab bar of a game page (docs/product.md "Screens and routes" tabs): scrolls sideways on narrow phones,
 * `aria-selected` on the active tab. The caller decides which tab is active and what a tap does.
 */
export function TabBar<T extends string>({
  tabs,
  active,
  onSelect,
  className,
}: {
  tabs: readonly TabBarItem<T>[];
  active: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  return (
    <Bar role="tablist" className={className}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={active === tab.id}
          data-testid={tab.testId}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </Bar>
  );
}
