import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import type { ShopView } from './shop-view';

const TABS = ['game', 'history', 'winning', 'howto', 'cart'] as const;

/** Which tab is lit for a view: search result under game; summary and success under cart. */
const TAB_OF: Record<ShopView, (typeof TABS)[number]> = {
  game: 'game',
  searchResult: 'game',
  history: 'history',
  winning: 'winning',
  howto: 'howto',
  cart: 'cart',
  summary: 'cart',
  success: 'cart',
};

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  background: #fff;
  border-radius: ${theme.radius.pill};
  padding: 4px;
  border: 1px solid ${theme.color.line};
  margin-bottom: 8px;
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

/** The online-lottery tabs of spec section 2 (search result, summary and success are views inside them). */
export function ShopTabs({ view, onChange }: { view: ShopView; onChange: (view: ShopView) => void }) {
  const { t } = useTranslation();
  const active = TAB_OF[view];
  return (
    <Bar role="tablist">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={active === tab}
          data-testid={`shop-tab-${tab}`}
          onClick={() => onChange(tab)}
        >
          {t(`lotteryShop.tabs.${tab}`)}
        </button>
      ))}
    </Bar>
  );
}
