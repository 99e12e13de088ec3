import { pricePurchase, ticketPrices, DEFAULT_PROMOTIONS } from './price-purchase';

const config = DEFAULT_PROMOTIONS;

describe('pricePurchase (README "Promotions")', () => {
  it('takes 10% off a first purchase and credits 1 free ticket per 5 paid', () => {
    const p = pricePurchase({ count: 11, uses: 0, freeBalance: 0, firstPurchase: true, config });
    expect(p).toMatchObject({
      totalSatang: 869_00,
      discountSatang: 86_90,
      paySatang: 782_10,
      freeEarned: 2,
      invalid: null,
    });
    expect(p.promotions.map((x) => x.type)).toEqual(['BUY_FIRST_TIME', 'BUY_GET_FREE']);
  });

  it('pays free tickets with FREE_LOTTERY and counts only paid ones for BUY_GET_FREE', () => {
    const p = pricePurchase({ count: 6, uses: 2, freeBalance: 3, firstPurchase: false, config });
    expect(p).toMatchObject({ paySatang: 4 * 79_00, discountSatang: 0, freeEarned: 0, invalid: null });
  });

  it('refuses more free tickets than held or than the cart (E30003) and a first purchase with uses (E30002)', () => {
    expect(pricePurchase({ count: 2, uses: 3, freeBalance: 5, firstPurchase: false, config }).invalid?.promotion).toBe(
      'BUY_GET_FREE',
    );
    expect(pricePurchase({ count: 2, uses: 1, freeBalance: 0, firstPurchase: false, config }).invalid?.promotion).toBe(
      'BUY_GET_FREE',
    );
    expect(pricePurchase({ count: 2, uses: 1, freeBalance: 1, firstPurchase: true, config }).invalid?.promotion).toBe(
      'BUY_FIRST_TIME',
    );
  });

  it('follows the ops settings', () => {
    const off = {
      buy_first_time: { enabled: false, discount_percent: 10, min_tickets: 1 },
      buy_get_free: { enabled: true, buy_count: 2, free_count: 3 },
    };
    const p = pricePurchase({ count: 5, uses: 1, freeBalance: 1, firstPurchase: true, config: off });
    expect(p).toMatchObject({ discountSatang: 0, paySatang: 4 * 79_00, freeEarned: 6, invalid: null });
  });

  it('splits the price paid over the tickets to the satang', () => {
    expect(ticketPrices(426_60, 6)).toEqual([71_10, 71_10, 71_10, 71_10, 71_10, 71_10]);
    const odd = ticketPrices(100, 3);
    expect(odd).toEqual([34, 33, 33]);
    expect(ticketPrices(0, 0)).toEqual([]);
  });
});
