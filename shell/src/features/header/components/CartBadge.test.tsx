import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { CartBadge } from './CartBadge';
import { signInAs } from '../../../test-utils/player';

describe('CartBadge', () => {
  it('shows the count the shop announces on cart/changed and hides at 0 or logout', () => {
    const services = makeServices(fakeApi({}).api);
    renderWithShell(<CartBadge />, services);
    expect(screen.queryByTestId('header-cart-badge')).toBeNull();
    act(() => services.bus.publish({ type: 'cart/changed', totalCount: 3 }));
    expect(screen.getByTestId('header-cart-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('header-cart-badge')).toHaveAttribute('href', '/lottery/thai?tab=cart');
    act(() => services.bus.publish({ type: 'session/logged-out' }));
    expect(screen.queryByTestId('header-cart-badge')).toBeNull();
  });

  it('reads the cart once a player is logged in, before the shop was ever opened', async () => {
    const { api, calls } = fakeApi({
      'GET lottery/cart': {
        round_id: '9',
        number_list: [{ number: '123456', amount: 2, promotion_type: null }],
        is_expired: false,
        expired_at: '2099-01-01T00:00:00Z',
        total_count: 2,
        updated_at: null,
      },
    });
    const services = makeServices(api);
    signInAs(services, 'C0001');
    renderWithShell(<CartBadge />, services);
    expect(await screen.findByTestId('header-cart-badge')).toHaveTextContent('2');
    expect(calls.filter((c) => c.path === 'lottery/cart')).toHaveLength(1);
  });
});
