/** The cart rules of docs/product.md "Ticket shop cart", one behaviour per test, over a fake HttpClient. */
import { BehaviorSubject } from 'rxjs';
import {
  ErrorCode,
  QueueFullError,
  STORAGE_KEYS,
  createEventBus,
  type BusEvent,
  type LotteryCartData,
  type SessionSnapshot,
} from 'shared-contracts';
import { apiError, createFakeHttpClient, type RecordedCall } from 'shared-contracts/testing';
import { createActionQueue } from './action-queue';
import { CartResult } from './cart-result';
import { createCartService } from './cart-service';
import { MAX_EXPIRY_MS } from './to-cart';

const IN = { status: 'authenticated', customerCode: 'C1', inactive: false } as const;
const OUT = { status: 'anonymous', customerCode: null, inactive: false } as const;
const LATER = '2026-05-01T04:15:00.000Z';

function cartData(items: Record<string, number>, extra: Partial<LotteryCartData> = {}): LotteryCartData {
  const number_list = Object.entries(items)
    .filter(([, amount]) => amount > 0)
    .map(([number, amount]) => ({ number, amount, promotion_type: null }));
  return {
    round_id: 'r1',
    number_list,
    is_expired: false,
    expired_at: number_list.length ? LATER : '9999-12-31T23:59:59.999Z',
    total_count: number_list.reduce((s, n) => s + n.amount, 0),
    updated_at: null,
    ...extra,
  };
}

/** A fake server cart: book sets counts; `onBook` may throw instead. */
function setup(opts: { items?: Record<string, number>; expired?: boolean; session?: SessionSnapshot } = {}) {
  const server = { items: { ...(opts.items ?? {}) }, expired: opts.expired ?? false };
  let onBook: ((call: RecordedCall, n: number) => void) | null = null;
  let books = 0;
  const fake = createFakeHttpClient({
    'GET lottery/cart': () => cartData(server.items, { is_expired: server.expired }),
    'POST lottery/book': (call) => {
      books += 1;
      onBook?.(call, books);
      const list = (call.body as { bet_detail_list: { number: string; amount: number }[] }).bet_detail_list;
      for (const l of list) server.items[l.number] = l.amount;
      server.expired = false;
      return cartData(server.items);
    },
  });
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session$ = new BehaviorSubject<SessionSnapshot>(opts.session ?? IN);
  const service = createCartService({ api: fake.api, bus, session$, storage: window.localStorage });
  const booked = () => fake.calls.filter((c) => c.path === 'lottery/book').map((c) => c.body);
  return {
    service,
    server,
    fake,
    bus,
    events,
    session$,
    booked,
    failBook: (f: (call: RecordedCall, n: number) => void) => (onBook = f),
  };
}

const conflict = (number: string, remaining: number) =>
  apiError(ErrorCode.LIMITATION_CHANGE, { remaining: [{ number, remaining }] });

beforeEach(() => window.localStorage.clear());

describe('add', () => {
  it('answers NOT_LOGGED_IN for a visitor and calls nothing', async () => {
    const { service, fake } = setup({ session: OUT });
    const r = await service.add('123456', 1);
    expect(r.result).toBe(CartResult.NOT_LOGGED_IN);
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('books the new count of the number and reports UPDATED', async () => {
    const { service, booked } = setup({ items: { '123456': 2 } });
    await service.sync();
    const r = await service.add('123456', 3);
    expect(r.result).toBe(CartResult.UPDATED);
    expect(booked()).toEqual([{ bet_detail_list: [{ number: '123456', amount: 5 }] }]);
    expect(service.current().totalCount).toBe(5);
  });

  it('answers FULL when the cart already holds 55 tickets', async () => {
    const { service, booked } = setup({ items: { '111111': 50, '222222': 5 } });
    await service.sync();
    const r = await service.add('333333', 1);
    expect(r.result).toBe(CartResult.FULL);
    expect(booked()).toHaveLength(0);
  });

  it('trims an amount beyond the 55 cap and reports LIMIT_EXCEEDED', async () => {
    const { service, booked } = setup({ items: { '111111': 50 } });
    await service.sync();
    const r = await service.add('222222', 9);
    expect(r.result).toBe(CartResult.LIMIT_EXCEEDED);
    expect(booked()).toEqual([{ bet_detail_list: [{ number: '222222', amount: 5 }] }]);
    expect(service.current().totalCount).toBe(55);
  });

  it('on E20015 retries once with the remaining stock when 0 < remaining < requested: UPDATE_WITH_CONFLICTED', async () => {
    const { service, booked, failBook } = setup({ items: { '123456': 1 } });
    await service.sync();
    failBook((_c, n) => {
      if (n === 1) throw conflict('123456', 3);
    });
    const r = await service.add('123456', 5);
    expect(r.result).toBe(CartResult.UPDATE_WITH_CONFLICTED);
    expect(booked()).toEqual([
      { bet_detail_list: [{ number: '123456', amount: 6 }] },
      { bet_detail_list: [{ number: '123456', amount: 3 }] },
    ]);
    expect(r.booked).toBe(3);
    expect(service.current().totalCount).toBe(3);
  });

  it('on E20015 with no remaining stock answers CONFLICTED without a retry', async () => {
    const { service, booked, failBook } = setup();
    await service.sync();
    failBook(() => {
      throw conflict('123456', 0);
    });
    const r = await service.add('123456', 2);
    expect(r.result).toBe(CartResult.CONFLICTED);
    expect(booked()).toHaveLength(1);
  });

  it('on E20015 with remaining >= requested answers CONFLICTED without a retry', async () => {
    const { service, booked, failBook } = setup();
    await service.sync();
    failBook(() => {
      throw conflict('123456', 2);
    });
    expect((await service.add('123456', 2)).result).toBe(CartResult.CONFLICTED);
    expect(booked()).toHaveLength(1);
  });

  it('retries only once: a second E20015 is CONFLICTED', async () => {
    const { service, booked, failBook } = setup();
    await service.sync();
    failBook(() => {
      throw conflict('123456', 1);
    });
    expect((await service.add('123456', 3)).result).toBe(CartResult.CONFLICTED);
    expect(booked()).toHaveLength(2);
  });

  it('maps the server limit error E20013 to LIMIT_EXCEEDED', async () => {
    const { service, failBook } = setup();
    await service.sync();
    failBook(() => {
      throw apiError(ErrorCode.TRANSACTION_REACHED_MAXIMUM, { max: 55, requested: 56 });
    });
    expect((await service.add('123456', 1)).result).toBe(CartResult.LIMIT_EXCEEDED);
  });

  it('skips an amount that is not a positive whole number', async () => {
    const { service, booked } = setup();
    await service.sync();
    expect((await service.add('123456', 0)).result).toBe(CartResult.SKIP);
    expect(booked()).toHaveLength(0);
  });

  it('answers EXPIRED on an expired cart (it must be refreshed first)', async () => {
    const { service, booked } = setup({ items: { '123456': 1 }, expired: true });
    await service.sync();
    expect((await service.add('654321', 1)).result).toBe(CartResult.EXPIRED);
    expect(booked()).toHaveLength(0);
  });
});

describe('remove', () => {
  it('books the current count minus the amount', async () => {
    const { service, booked } = setup({ items: { '123456': 4 } });
    await service.sync();
    expect((await service.remove('123456', 3)).result).toBe(CartResult.UPDATED);
    expect(booked()).toEqual([{ bet_detail_list: [{ number: '123456', amount: 1 }] }]);
  });

  it('never books below 0 (0 removes the number)', async () => {
    const { service, booked } = setup({ items: { '123456': 2 } });
    await service.sync();
    await service.remove('123456', 5);
    expect(booked()).toEqual([{ bet_detail_list: [{ number: '123456', amount: 0 }] }]);
    expect(service.current().items).toEqual([]);
  });

  it('is NOT_LOGGED_IN for a visitor', async () => {
    const { service } = setup({ session: OUT });
    expect((await service.remove('123456', 1)).result).toBe(CartResult.NOT_LOGGED_IN);
  });

  it('skips a number that is not in the cart', async () => {
    const { service, booked } = setup();
    await service.sync();
    expect((await service.remove('123456', 1)).result).toBe(CartResult.SKIP);
    expect(booked()).toHaveLength(0);
  });

  it('retries once with the remaining stock on E20015', async () => {
    const { service, booked, failBook } = setup({ items: { '123456': 5 } });
    await service.sync();
    failBook((_c, n) => {
      if (n === 1) throw conflict('123456', 2);
    });
    expect((await service.remove('123456', 2)).result).toBe(CartResult.UPDATE_WITH_CONFLICTED);
    expect(booked()).toEqual([
      { bet_detail_list: [{ number: '123456', amount: 3 }] },
      { bet_detail_list: [{ number: '123456', amount: 2 }] },
    ]);
  });
});

describe('clear', () => {
  it('books every item with amount 0', async () => {
    const { service, booked } = setup({ items: { '111111': 2, '222222': 3 } });
    await service.sync();
    expect((await service.clear()).result).toBe(CartResult.UPDATED);
    expect(booked()).toEqual([
      {
        bet_detail_list: [
          { number: '111111', amount: 0 },
          { number: '222222', amount: 0 },
        ],
      },
    ]);
    expect(service.current().totalCount).toBe(0);
  });

  it('skips an empty cart', async () => {
    const { service } = setup();
    await service.sync();
    expect((await service.clear()).result).toBe(CartResult.SKIP);
  });
});

describe('refresh', () => {
  it('re-books an expired non-empty cart with its amounts', async () => {
    const { service, booked } = setup({ items: { '111111': 2, '222222': 1 }, expired: true });
    await service.sync();
    expect(service.current().status).toBe('expired');
    expect((await service.refresh()).result).toBe(CartResult.UPDATED);
    expect(booked()).toEqual([
      {
        bet_detail_list: [
          { number: '111111', amount: 2 },
          { number: '222222', amount: 1 },
        ],
      },
    ]);
    expect(service.current().status).toBe('ready');
  });

  it('lowers amounts to the remaining stock and retries after E20015', async () => {
    const { service, booked, failBook } = setup({ items: { '111111': 4, '222222': 1 }, expired: true });
    await service.sync();
    failBook((_c, n) => {
      if (n === 1) {
        throw apiError(ErrorCode.LIMITATION_CHANGE, {
          remaining: [
            { number: '111111', remaining: 3 },
            { number: '222222', remaining: 0 },
          ],
        });
      }
    });
    expect((await service.refresh()).result).toBe(CartResult.UPDATE_WITH_CONFLICTED);
    expect(booked()[1]).toEqual({
      bet_detail_list: [
        { number: '111111', amount: 3 },
        { number: '222222', amount: 0 },
      ],
    });
    expect(service.current().totalCount).toBe(3);
  });

  it('skips a cart that is not expired, or an empty one', async () => {
    const { service } = setup({ items: { '111111': 1 } });
    await service.sync();
    expect((await service.refresh()).result).toBe(CartResult.SKIP);
    const empty = setup({ expired: true });
    await empty.service.sync();
    expect((await empty.service.refresh()).result).toBe(CartResult.SKIP);
  });
});

describe('cart status and sync', () => {
  it('is expired only when is_expired and the cart holds tickets', async () => {
    const full = setup({ items: { '111111': 1 }, expired: true });
    expect((await full.service.sync()).status).toBe('expired');
    const empty = setup({ expired: true });
    expect((await empty.service.sync()).status).toBe('ready');
  });

  it('gives an empty cart the maximum expiry', async () => {
    const { service } = setup();
    const cart = await service.sync();
    expect(cart.expiredAt).toBe(MAX_EXPIRY_MS);
    expect(cart.totalPrice).toBe(0);
  });

  it('prices the cart at 79 baht a ticket (satang)', async () => {
    const { service } = setup({ items: { '111111': 3 } });
    const cart = await service.sync();
    expect(cart.totalPrice).toBe(3 * 79_00);
    expect(cart.expiredAt).toBe(Date.parse(LATER));
  });

  it('treats a cart-sync 500 as an empty cart', async () => {
    const { service, fake } = setup({ items: { '111111': 3 } });
    await service.sync();
    fake.routes['GET lottery/cart'] = () => {
      throw apiError(ErrorCode.SERVER_ERROR);
    };
    const cart = await service.sync();
    expect(cart.totalCount).toBe(0);
    expect(cart.status).toBe('ready');
  });

  it('publishes cart/changed with the ticket count', async () => {
    const { service, events } = setup({ items: { '111111': 3 } });
    await service.sync();
    await service.add('222222', 2);
    const counts = events.filter((e) => e.type === 'cart/changed').map((e) => (e as { totalCount: number }).totalCount);
    expect(counts.at(-1)).toBe(5);
    expect(counts).toContain(3);
  });
});

describe('queue', () => {
  it('runs actions one at a time, in order', async () => {
    const { service, booked } = setup();
    await service.sync();
    await Promise.all([service.add('111111', 1), service.add('111111', 1), service.add('111111', 1)]);
    expect(booked().map((b) => (b as { bet_detail_list: { amount: number }[] }).bet_detail_list[0]!.amount)).toEqual([
      1, 2, 3,
    ]);
  });

  it('answers TOO_MANY_ACTION when 20 actions are already waiting', async () => {
    const { service } = setup();
    await service.sync();
    const all = Array.from({ length: 22 }, () => service.add('111111', 1));
    const results = (await Promise.all(all)).map((r) => r.result);
    // one runs, 20 wait, the 22nd is refused
    expect(results.filter((r) => r === CartResult.TOO_MANY_ACTION)).toHaveLength(1);
    expect(results.at(-1)).toBe(CartResult.TOO_MANY_ACTION);
  });

  it('the queue refuses with QueueFullError past 20 waiting', async () => {
    const queue = createActionQueue();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const running = queue.run(() => gate);
    const waiting = Array.from({ length: 20 }, () => queue.run(async () => 1));
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await Promise.all([running, ...waiting]);
  });
});

describe('logout', () => {
  it('empties the cart and clears the stored lottery cart keys of yeekee rounds 1 to 88', async () => {
    const { service, bus, events } = setup({ items: { '111111': 2 } });
    await service.sync();
    for (const round of [1, 44, 88])
      window.localStorage.setItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_${round}`, 'x');
    window.localStorage.setItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_89`, 'kept');
    expect(window.localStorage.getItem(service.current().lotteryKey)).not.toBeNull();
    bus.publish({ type: 'session/logged-out' });
    expect(service.current().totalCount).toBe(0);
    expect(window.localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_1`)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_88`)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_89`)).toBe('kept');
    expect(events.at(-1)).toEqual({ type: 'cart/changed', totalCount: 0 });
    expect((await service.add('111111', 1)).result).toBe(CartResult.NOT_LOGGED_IN);
  });
});
