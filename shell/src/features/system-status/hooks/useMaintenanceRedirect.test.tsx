import { renderHook } from '@testing-library/react';
import { DEFAULT_SYSTEM_STATUS, MAINTENANCE_REDIRECT_DELAY_MS } from 'shared-contracts';
import { useMaintenanceRedirect } from './useMaintenanceRedirect';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('redirect to /maintenance (docs/product.md "Screens and routes")', () => {
  const uc = { ...DEFAULT_SYSTEM_STATUS, UnderConstruction: true };

  it('navigates 100 ms after under construction is reported, not before', () => {
    const navigate = jest.fn();
    renderHook(() => useMaintenanceRedirect(uc, '/gamelobby/hanoi', navigate));
    jest.advanceTimersByTime(MAINTENANCE_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/maintenance', { state: { from: '/gamelobby/hanoi' } });
    expect(MAINTENANCE_REDIRECT_DELAY_MS).toBe(100);
  });

  it('does nothing without the flag, or when already on /maintenance', () => {
    const navigate = jest.fn();
    renderHook(() => useMaintenanceRedirect(DEFAULT_SYSTEM_STATUS, '/', navigate));
    renderHook(() => useMaintenanceRedirect(uc, '/maintenance', navigate));
    jest.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancels the pending redirect when the flag clears within the delay', () => {
    const navigate = jest.fn();
    const { rerender } = renderHook(({ s }) => useMaintenanceRedirect(s, '/', navigate), { initialProps: { s: uc } });
    jest.advanceTimersByTime(50);
    rerender({ s: DEFAULT_SYSTEM_STATUS });
    jest.advanceTimersByTime(200);
    expect(navigate).not.toHaveBeenCalled();
  });
});
