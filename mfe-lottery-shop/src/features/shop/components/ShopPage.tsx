/**
 * /lottery/thai: the shop's header card and the online-lottery tabs (docs/product.md "Screens and routes"). The view
 * starts from `?tab=` (the shell's cart badge links to `?tab=cart`). Cart actions report through one message.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LotteryBetSlip, LotterySearchData } from 'shared-contracts';
import { useCartService, CartMessage, CartTab, useCart, type CartActionOutcome } from '../../cart';
import { requestLogin, useRemote } from 'shared-ui';
import { SuccessStep, SummaryStep } from '../../checkout';
import { HistoryTab } from '../../history';
import { HowToTab } from '../../how-to';
import { SearchPanel, SearchResults } from '../../search';
import { WinningTab } from '../../winning-number';
import { useShopRound } from '../hooks/useShopRound';
import { ShopHeader } from './ShopHeader';
import { ShopTabs } from './ShopTabs';
import { SHOP_VIEWS, type ShopView } from './shop-view';

/** The tab named by `?tab=` (only the five tabs; summary, success and search result need state). */
function viewFromUrl(): ShopView | null {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return SHOP_VIEWS.includes(tab as ShopView) && tab !== 'summary' && tab !== 'success' && tab !== 'searchResult'
    ? (tab as ShopView)
    : null;
}

export function ShopPage() {
  const { bus } = useRemote();
  const cartService = useCartService();
  const cart = useCart();
  const { round, reload } = useShopRound();
  const [view, setView] = useState<ShopView>(() => viewFromUrl() ?? 'game');
  const [results, setResults] = useState<LotterySearchData | null>(null);
  const [slip, setSlip] = useState<LotteryBetSlip | null>(null);
  const [outcome, setOutcome] = useState<{ value: CartActionOutcome | null; failed: boolean }>({
    value: null,
    failed: false,
  });

  const run = useCallback(async (action: () => Promise<CartActionOutcome>) => {
    try {
      const value = await action();
      setOutcome({ value, failed: false });
      return value;
    } catch {
      setOutcome({ value: null, failed: true });
      return null;
    }
  }, []);
  const go = (next: ShopView) => {
    setOutcome({ value: null, failed: false });
    setView(next);
  };
  useEffect(() => {
    const sub = bus.on('route/changed').subscribe(() => {
      const next = viewFromUrl();
      if (next) setView(next);
    });
    return () => sub.unsubscribe();
  }, [bus]);
  const drawDate = round.data?.current_round?.end_date ?? results?.draw_date ?? null;
  const selling = round.status === 'opened';
  // purchases of the round still selling (sold out included) may be cancelled
  const current = round.data?.current_round;
  const openRoundId = current?.state === 'open' ? current.round_id : null;

  return (
    <div data-testid="shop-page" data-view={view}>
      <ShopHeader
        round={round}
        cartCount={cart.totalCount}
        onCart={() => go('cart')}
        onZero={() => setTimeout(reload, 1000)}
      />
      <ShopTabs view={view} onChange={go} />
      <CartMessage outcome={outcome.value} failed={outcome.failed} onLogin={() => requestLogin(bus)} />
      {view === 'game' && (
        <SearchPanel
          disabled={!selling}
          onResults={(data) => {
            setResults(data);
            go('searchResult');
          }}
        />
      )}
      {view === 'searchResult' && results && (
        <SearchResults
          data={results}
          drawDate={drawDate}
          cart={cart}
          disabled={!selling}
          onAdd={(number, amount) => run(() => cartService.add(number, amount))}
          onBack={() => go('game')}
        />
      )}
      {view === 'cart' && (
        <CartTab
          serverOffsetMs={round.serverOffsetMs}
          run={run}
          onCheckout={() => go('summary')}
          onShop={() => go('game')}
        />
      )}
      {view === 'summary' && (
        <SummaryStep
          onBack={() => go('cart')}
          onDone={(s) => {
            setSlip(s);
            go('success');
          }}
        />
      )}
      {view === 'success' && slip && (
        <SuccessStep slip={slip} onHistory={() => go('history')} onAgain={() => go('game')} />
      )}
      {view === 'history' && <HistoryTab openRoundId={openRoundId} />}
      {view === 'winning' && <WinningTab />}
      {view === 'howto' && <HowToTab />}
    </div>
  );
}
