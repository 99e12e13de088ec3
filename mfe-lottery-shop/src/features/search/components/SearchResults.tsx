import { useTranslation } from 'react-i18next';
import type { LotterySearchData } from 'shared-contracts';
import { Button, Notice } from 'shared-ui';
import { type Cart, countOf } from '../../cart';
import { TicketCard } from './TicketCard';

/** The search result tab: the numbers found as ticket cards. */
export function SearchResults({
  data,
  drawDate,
  cart,
  disabled,
  onAdd,
  onBack,
}: {
  data: LotterySearchData;
  drawDate: string | null;
  cart: Cart;
  disabled: boolean;
  onAdd: (number: string, amount: number) => Promise<unknown>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const date = data.draw_date ?? drawDate;
  return (
    <section data-testid="search-results" data-count={data.number_list.length}>
      <Button type="button" variant="ghost" onClick={onBack} data-testid="search-back">
        ← {t('lotteryShop.search.back')}
      </Button>
      {data.number_list.length === 0 && (
        <Notice tone="info" data-testid="search-empty">
          {t('lotteryShop.search.empty')}
        </Notice>
      )}
      {data.number_list.map((item) => (
        <TicketCard
          key={item.number}
          item={item}
          drawDate={date}
          inCart={countOf(cart, item.number)}
          disabled={disabled}
          onAdd={(amount) => onAdd(item.number, amount)}
        />
      ))}
    </section>
  );
}
