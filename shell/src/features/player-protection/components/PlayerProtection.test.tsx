import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RealityCheckData } from 'shared-contracts';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { RealityCheckDialog } from './RealityCheckDialog';
import { SelfExclusionNotice } from './SelfExclusionNotice';
import { signInAs } from '../../../test-utils/player';

const check = (over: Partial<RealityCheckData> = {}): RealityCheckData => ({
  interval_minutes: 60,
  session_started_at: '2026-05-02T03:00:00.000Z',
  elapsed_minutes: 65,
  net_result: -15,
  next_check_in_seconds: 0.02, // the fake server says "now"; the real one answers whole seconds
  ...over,
});

const signedIn = (api: ReturnType<typeof fakeApi>['api']) => signInAs(makeServices(api), 'C0001');

const checks = (fake: ReturnType<typeof fakeApi>) => fake.calls.filter((c) => c.path === 'users/reality-check').length;

beforeEach(() => localStorage.clear());

describe('<RealityCheckDialog>', () => {
  it('appears when the api says the check is due, with the session time and net result', async () => {
    const fake = fakeApi({ 'GET users/reality-check': () => check(), 'POST auth/logout': {} });
    const services = signedIn(fake.api);
    renderWithShell(<RealityCheckDialog />, services);
    const dialog = await screen.findByTestId('reality-check-dialog');
    expect(dialog).toHaveTextContent('คุณเข้าสู่ระบบมาแล้ว 1 ชั่วโมง 5 นาที');
    expect(dialog).toHaveTextContent('ตั้งแต่ 2 พ.ค. 2569 10:00 น.');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('-15.00 บาท');
    // continuing schedules the next check (the api is asked again)
    const before = checks(fake);
    fireEvent.click(screen.getByTestId('reality-continue'));
    await waitFor(() => expect(checks(fake)).toBeGreaterThan(before));
    // logging out from the check ends the session
    fireEvent.click(await screen.findByTestId('reality-logout'));
    await waitFor(() => expect(services.session.current().status).toBe('anonymous'));
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === 'auth/logout')).toBe(true);
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
  });

  it('shows a win in green with a plus and minutes only under an hour', async () => {
    const fake = fakeApi({ 'GET users/reality-check': () => check({ elapsed_minutes: 15, net_result: 1234.5 }) });
    renderWithShell(<RealityCheckDialog />, signedIn(fake.api));
    expect(await screen.findByTestId('reality-elapsed')).toHaveTextContent('คุณเข้าสู่ระบบมาแล้ว 15 นาที');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('+1,234.50 บาท');
  });

  it('waits for the time the api gives and reschedules when the interval changes', async () => {
    const fake = fakeApi({ 'GET users/reality-check': () => check({ next_check_in_seconds: 3600 }) });
    const services = signedIn(fake.api);
    renderWithShell(<RealityCheckDialog />, services);
    await waitFor(() => expect(checks(fake)).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    act(() => services.bus.publish({ type: 'reality-check/changed', intervalMinutes: 15 }));
    await waitFor(() => expect(checks(fake)).toBe(2));
  });

  it('asks nothing of a visitor', async () => {
    const visitorApi = fakeApi({ 'GET users/reality-check': () => check() });
    renderWithShell(<RealityCheckDialog />, makeServices(visitorApi.api));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(checks(visitorApi)).toBe(0);
  });
});

describe('<SelfExclusionNotice>', () => {
  it('ends the local session at once and says until when play is excluded', async () => {
    const fake = fakeApi({});
    const services = signedIn(fake.api);
    const events: string[] = [];
    services.bus.events$.subscribe((e) => events.push(e.type));
    renderWithShell(<SelfExclusionNotice />, services, '/wallet/limits');
    act(() => services.bus.publish({ type: 'session/self-excluded', selfExcludedUntil: '2027-05-02T03:00:00.000Z' }));
    const dialog = await screen.findByTestId('self-excluded-dialog');
    expect(dialog).toHaveTextContent('บัญชีของคุณถูกระงับจนถึง 2 พ.ค. 2570 10:00 น.');
    expect(services.session.current().status).toBe('anonymous');
    expect(localStorage.length).toBe(0);
    expect(events).toContain('session/logged-out');
    fireEvent.click(screen.getByTestId('self-excluded-ok'));
    expect(screen.queryByTestId('self-excluded-dialog')).toBeNull();
  });
});
