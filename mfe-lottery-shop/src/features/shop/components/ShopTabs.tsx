import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { TabBar } from 'shared-ui';
import type { ShopView } from './shop-view';

const TABS = ['game', 'history', 'winning', 'howto', 'cart'] as const;
type ShopTab = (typeof TABS)[number];

/** Which tab is lit for a view: search result under game; summary and success under cart. */
const TAB_OF: Record<ShopView, ShopTab> = {
  game: 'game',
  searchResult: 'game',
  history: 'history',
  winning: 'winning',
  howto: 'howto',
  cart: 'cart',
  summary: 'cart',
  success: 'cart',
};

const Bar = styled(TabBar<ShopTab>)`
  margin-bottom: 8px;
`;

/**
 * The online-lottery tabs of docs/product.md "Screens and routes" (search result, summary and success are views inside
 * them).
 */
export function ShopTabs({ view, onChange }: { view: ShopView; onChange: (view: ShopView) => void }) {
  const { t } = useTranslation();
  const active = TAB_OF[view];
  const tabs = TABS.map((id) => ({ id, label: t(`lotteryShop.tabs.${id}`), testId: `shop-tab-${id}` }));
  return <Bar tabs={tabs} active={active} onSelect={onChange} />;
}
