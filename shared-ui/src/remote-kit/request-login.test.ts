import { createEventBus, type BusEvent } from 'shared-contracts';
import { errorCode } from './error-code';
import { requestLogin } from './request-login';

describe('requestLogin', () => {
  it('asks the shell for its login page, returning to the current path unless told otherwise', () => {
    const bus = createEventBus();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    window.history.replaceState(null, '', '/gamelobby/hanoi');
    requestLogin(bus);
    requestLogin(bus, '/wallet');
    expect(events).toEqual([
      { type: 'auth/login-requested', returnTo: '/gamelobby/hanoi' },
      { type: 'auth/login-requested', returnTo: '/wallet' },
    ]);
  });
});

describe('errorCode', () => {
  it('reads the spec code of a refusal and null for anything else', () => {
    expect(errorCode({ code: 'E20016', message: 'closed' })).toBe('E20016');
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorCode(null)).toBeNull();
  });
});
