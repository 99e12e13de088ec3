import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { CartBadge } from './CartBadge';

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
});
