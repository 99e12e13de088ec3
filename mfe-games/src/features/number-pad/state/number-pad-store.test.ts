import { STORAGE_KEYS, createEventBus } from 'shared-contracts';
import { bindRouteReset } from './bind-route-reset';
import { INITIAL_PAD_STATE, createNumberPadStore } from './number-pad-store';

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

  it('is kept through an errand the slip sends the player on (log in, top up) and back, and only then', () => {
    const store = withLines();
    const bus = createEventBus();
    bindRouteReset(bus, store);
    store.holdForErrand();
    for (const pathname of ['/login', '/register', '/wallet', '/wallet/deposit'])
      bus.publish({ type: 'route/changed', pathname });
    expect(store.get('underground').lines).toHaveLength(1);
    expect(store.get('underground').tab).toBe('history');
    // back at the lobby: the hold ends, so the next trip to the wallet is an ordinary leave
    bus.publish({ type: 'route/changed', pathname: '/gamelobby/underground' });
    expect(store.heldForErrand()).toBe(false);
    bus.publish({ type: 'route/changed', pathname: '/wallet' });
    expect(store.get('underground').lines).toHaveLength(0);
    // held, but the player wanders elsewhere: the pad goes
    const other = withLines();
    bindRouteReset(bus, other);
    other.holdForErrand();
    bus.publish({ type: 'route/changed', pathname: '/chat' });
    expect(other.get('underground').lines).toHaveLength(0);
    expect(other.heldForErrand()).toBe(false);
  });

  it('stores the pads again when the player is back from an errand (the shell removed the stored copies meanwhile)', () => {
    const storage = window.localStorage;
    storage.clear();
    const store = createNumberPadStore(storage);
    store.update('underground', (s) => ({ ...s, lines: [{ id: '1', kind: 'TWO_TOP', number: '12', price: '5' }] }));
    const bus = createEventBus();
    bindRouteReset(bus, store);
    store.holdForErrand();
    bus.publish({ type: 'route/changed', pathname: '/wallet' });
    storage.removeItem(STORAGE_KEYS.gameValueList); // what the shell does on a route that does not keep the pad
    bus.publish({ type: 'route/changed', pathname: '/gamelobby/underground' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.gameValueList) ?? '{}').underground).toHaveLength(1);
    storage.clear();
  });

  it('brings back after a reload the kinds chosen and the step with the lines (a summary as the price step)', () => {
    localStorage.clear();
    sessionStorage.clear();
    const before = createNumberPadStore(localStorage, sessionStorage);
    before.update('underground', (s) => ({
      ...s,
      kinds: ['THREE_TOP', 'THREE_TOD'],
      step: 'summary',
      lines: [{ id: '1', kind: 'THREE_TOP', number: '123', price: '10' }],
    }));
    before.update('hanoi', (s) => ({ ...s, kinds: ['TWO_TOP'] })); // no lines: nothing to bring back
    const after = createNumberPadStore(localStorage, sessionStorage);
    expect(after.get('underground')).toMatchObject({
      kinds: ['THREE_TOP', 'THREE_TOD'],
      step: 'fillPrice',
      lines: [{ number: '123', price: '10' }],
    });
    expect(after.get('hanoi').kinds).toEqual([]);
    after.reset();
    expect(sessionStorage.getItem('number_pad_view')).toBeNull();
    localStorage.clear();
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

describe('number-pad lines across a reload (spec "Local storage": game value list and money)', () => {
  beforeEach(() => localStorage.clear());
  const line = { id: 'a1', kind: 'THREE_TOP' as const, number: '123', price: '10' };

  it('a new store on the same storage (a reload) finds the lines and the price; other state starts fresh', () => {
    const before = createNumberPadStore(localStorage);
    before.update('underground', (s) => ({ ...s, tab: 'history', input: '9', lines: [line], priceAll: '10' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gameValueList)!)).toEqual({ underground: [line] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.money)!)).toEqual({ underground: '10' });
    const after = createNumberPadStore(localStorage);
    expect(after.get('underground')).toMatchObject({ lines: [line], priceAll: '10', tab: 'game', input: '' });
    expect(after.get('hanoi').lines).toEqual([]);
  });

  it('drops what is not a valid line and ignores a broken value', () => {
    localStorage.setItem(
      STORAGE_KEYS.gameValueList,
      JSON.stringify({
        underground: [line, { ...line, id: 'b', kind: 'NOT_A_KIND' }, { ...line, id: 'c', number: '12a' }, 'x'],
        hanoi: 'nope',
      }),
    );
    localStorage.setItem(STORAGE_KEYS.money, '{not json');
    const store = createNumberPadStore(localStorage);
    expect(store.get('underground').lines).toEqual([line]);
    expect(store.get('underground').priceAll).toBe(INITIAL_PAD_STATE.priceAll);
    expect(store.get('hanoi').lines).toEqual([]);
  });

  it('removes the stored copies when the lines empty, on a reset and when the player logs out', () => {
    const store = createNumberPadStore(localStorage);
    store.update('underground', (s) => ({ ...s, lines: [line] }));
    store.update('underground', (s) => ({ ...s, lines: [] }));
    expect(localStorage.getItem(STORAGE_KEYS.gameValueList)).toBeNull();
    store.update('underground', (s) => ({ ...s, lines: [line] }));
    const bus = createEventBus();
    bindRouteReset(bus, store);
    bus.publish({ type: 'session/logged-out' });
    expect(store.get('underground').lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.gameValueList)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.money)).toBeNull();
  });
});
