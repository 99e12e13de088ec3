import { createEventBus } from 'shared-contracts';
import { bindRouteReset } from './bind-route-reset';
import { createNumberPadStore } from './number-pad-store';

describe('number-pad state across routes (docs/product.md "Screens and routes")', () => {
  const withLines = () => {
    const store = createNumberPadStore();
    store.update('underground', (s) => ({
      ...s,
      tab: 'history',
      kinds: ['TWO_TOP'],
      input: '4',
      lines: [{ id: '1', kind: 'TWO_TOP', number: '12', price: '5' }],
    }));
    return store;
  };

  it('is kept while the shell moves between gamelobby, fillNumber and luckyNumber routes', () => {
    const store = withLines();
    const bus = createEventBus();
    bindRouteReset(bus, store);
    for (const pathname of ['/gamelobby/hanoi', '/gamelobby/underground', '/fillNumber', '/luckyNumber/x']) {
      bus.publish({ type: 'route/changed', pathname });
    }
    expect(store.get('underground').lines).toHaveLength(1);
    expect(store.get('underground').tab).toBe('history');
    expect(store.get('underground').input).toBe('4');
  });

  it('is reset when the shell goes to any other route', () => {
    const store = withLines();
    const bus = createEventBus();
    bindRouteReset(bus, store);
    bus.publish({ type: 'route/changed', pathname: '/wallet' });
    expect(store.get('underground').lines).toHaveLength(0);
    expect(store.get('underground').tab).toBe('game');
  });

  it('binds once per bus, and keeps snapshots stable until a change', () => {
    const store = withLines();
    const bus = createEventBus();
    bindRouteReset(bus, store);
    bindRouteReset(bus, store);
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.get('underground');
    expect(store.get('underground')).toBe(before);
    bus.publish({ type: 'route/changed', pathname: '/' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
