/** Ticket shop: a round's inventory from a CSV file, and the promotions; side by side on a desktop. */
import styled from '@emotion/styled';
import { useConsoleT } from '../../console';
import { InventoryUpload } from './InventoryUpload';
import { PromotionsForm } from './PromotionsForm';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 960px) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

export function ShopPage() {
  const t = useConsoleT();
  return (
    <section data-testid="shop-page">
      <h2>{t('backoffice.shop.title')}</h2>
      <Grid>
        <InventoryUpload />
        <PromotionsForm />
      </Grid>
    </section>
  );
}
