/** Ticket shop: a round's inventory from a CSV file, and the promotions; side by side on a desktop. */
import { PageColumns, useConsoleT } from '../../console';
import { InventoryUpload } from './InventoryUpload';
import { PromotionsForm } from './PromotionsForm';

export function ShopPage() {
  const t = useConsoleT();
  return (
    <section data-testid="shop-page">
      <h2>{t('backoffice.shop.title')}</h2>
      <PageColumns>
        <InventoryUpload />
        <PromotionsForm />
      </PageColumns>
    </section>
  );
}
