import { DEFAULT_SYSTEM_STATUS, type SystemStatus } from 'shared-contracts';
import { selectStatusToast, type StatusToastInput } from './select-status-toast';

const status = (over: Partial<SystemStatus>): SystemStatus => ({ ...DEFAULT_SYSTEM_STATUS, ...over });
const input = (over: Partial<StatusToastInput>): StatusToastInput => ({
  status: DEFAULT_SYSTEM_STATUS,
  fetching: false,
  loggedIn: true,
  inactive: false,
  pathname: '/',
  dismissedText: null,
  translate: (k) => `T(${k})`,
  ...over,
});

describe('system-status toast', () => {
  it('goes idle -> loading -> loaded -> shown', () => {
    expect(selectStatusToast(input({ status: null })).phase).toBe('idle');
    expect(selectStatusToast(input({ status: null, fetching: true })).phase).toBe('loading');
    expect(selectStatusToast(input({})).phase).toBe('loaded');
    expect(selectStatusToast(input({ status: status({ DepositError: true }) }))).toEqual({
      phase: 'shown',
      toast: { code: 'DEPOSIT', text: 'T(systemStatus.DEPOSIT)' },
    });
  });

  it('shows deposit/withdraw/game texts only to players and the register-closed text only to visitors', () => {
    const s = status({ DepositError: true, WithdrawError: true, GameError: true, Register: false });
    expect(selectStatusToast(input({ status: s })).toast?.code).toBe('ALL');
    expect(selectStatusToast(input({ status: s, loggedIn: false })).toast?.code).toBe('CLOSE_REGISTER');
    expect(selectStatusToast(input({ status: status({ DepositError: true }), loggedIn: false })).toast).toBeNull();
  });

  it('lets the server text override the default and under construction win over everything', () => {
    expect(
      selectStatusToast(input({ status: status({ GameError: true, FreeStyle: true, FreeStyleText: 'ปิดเกม 1 ชม.' }) }))
        .toast?.text,
    ).toBe('ปิดเกม 1 ชม.');
    const uc = status({ UnderConstruction: true, UnderConstructionText: 'ปรับปรุงถึง 18:00', DepositError: true });
    expect(selectStatusToast(input({ status: uc })).toast).toEqual({
      code: 'UNDER_CONSTRUCTION',
      text: 'ปรับปรุงถึง 18:00',
    });
  });

  it('hides the toast on /404, /500 and /maintenance', () => {
    const s = status({ WithdrawError: true });
    for (const pathname of ['/404', '/500', '/maintenance']) {
      expect(selectStatusToast(input({ status: s, pathname }))).toEqual({ phase: 'loaded', toast: null });
    }
    expect(selectStatusToast(input({ status: s, pathname: '/gamelobby/hanoi' })).phase).toBe('shown');
  });

  it('suppresses a dismissed text, but not a different one', () => {
    const s = status({ WithdrawError: true });
    expect(selectStatusToast(input({ status: s, dismissedText: 'T(systemStatus.WITHDRAW)' })).toast).toBeNull();
    expect(
      selectStatusToast(input({ status: status({ GameError: true }), dismissedText: 'T(systemStatus.WITHDRAW)' }))
        .phase,
    ).toBe('shown');
  });
});
