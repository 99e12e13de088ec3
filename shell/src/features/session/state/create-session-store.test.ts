import { firstValueFrom } from 'rxjs';
import { createEventBus, STORAGE_KEYS, type BusEvent } from 'shared-contracts';
import { createSessionStore } from './create-session-store';
import { fakeApi } from '../../../test-utils/fake-api';

const login = {
  token: 'jwt',
  session_token: 'sess',
  expires_at: '2099-01-01T00:00:00Z',
  expires_in: 7 * 24 * 3600,
  customer_code: 'C0001',
};

function setup(appVersion = '2.0.0') {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const store = createSessionStore({ storage: localStorage, appVersion, bus });
  return { bus, events, store };
}

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('signs in: stores the session with the current app version and reports authenticated', async () => {
    const { store, events } = setup();
    store.start();
    store.signIn(login);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('sess');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2.0.0');
    expect(await firstValueFrom(store.session$)).toMatchObject({ status: 'authenticated', customerCode: 'C0001' });
    // remotes follow it through session$: the bus carries no login event (shared-contracts bus-contract test)
    expect(events).toEqual([]);
  });

  it('keeps the expiry on the device clock from expires_in, so a server clock far away does not expire it', () => {
    const { store } = setup();
    store.signIn({ ...login, expires_at: '2001-01-01T00:00:00Z' });
    const stored = Date.parse(localStorage.getItem(STORAGE_KEYS.sessionExpiry)!);
    expect(stored - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect(setup().store.start().status).toBe('authenticated');
  });

  it('restores a valid stored session at start, and drops one stored by another app version', () => {
    setup('2.0.0').store.signIn(login);
    expect(setup('2.0.0').store.start().status).toBe('authenticated');
    localStorage.setItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_1`, '{}');
    expect(setup('2.1.0').store.start().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_1`)).toBeNull();
  });

  it('logs out: loading meanwhile, calls auth/logout, clears carts, bet keys and the pad, publishes session/logged-out', async () => {
    const { store, events } = setup();
    store.signIn(login);
    localStorage.setItem(`${STORAGE_KEYS.lotteryCartPrefix}thai`, '{"items":[]}');
    localStorage.setItem(`${STORAGE_KEYS.betKeyPrefix}UG`, 'x');
    localStorage.setItem(STORAGE_KEYS.gameValueList, '{"underground":[]}');
    localStorage.setItem(STORAGE_KEYS.money, '{"underground":"5"}');
    localStorage.setItem(STORAGE_KEYS.favoriteGames, '["UG"]');
    let release: () => void = () => {};
    const { api, calls } = fakeApi({ 'POST auth/logout': () => new Promise<void>((r) => (release = r)) });
    const done = store.logout(api);
    expect(store.current().status).toBe('loading');
    release();
    await done;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST auth/logout']);
    expect(store.current()).toEqual({ status: 'anonymous', customerCode: null, inactive: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}thai`)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.betKeyPrefix}UG`)).toBeNull();
    // the number pad's lines and price were this player's
    expect(localStorage.getItem(STORAGE_KEYS.gameValueList)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.money)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.favoriteGames)).toBe('["UG"]');
    expect(events.filter((e) => e.type === 'session/logged-out')).toHaveLength(1);
  });

  it('still ends the session when auth/logout fails', async () => {
    const { store } = setup();
    store.signIn(login);
    await store.logout(fakeApi({}).api);
    expect(store.current().status).toBe('anonymous');
  });

  it('ends the session and clears bet/cart keys when the API finds the token invalid', () => {
    const { store, events } = setup();
    store.signIn(login);
    localStorage.setItem(`${STORAGE_KEYS.betKeyPrefix}VN`, 'x');
    store.handleUnauthorized();
    expect(store.current().status).toBe('anonymous');
    expect(localStorage.getItem(`${STORAGE_KEYS.betKeyPrefix}VN`)).toBeNull();
    expect(events).toContainEqual({ type: 'session/logged-out' });
  });
});
