import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SYSTEM_STATUS } from 'shared-contracts';
import { StatusToast } from './StatusToast';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { STATUS_TOAST_DISMISSED_KEY } from '../utils/dismissed-toast-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('<StatusToast>', () => {
  it('shows the status text, hides it when dismissed, and shows again when the text changes', async () => {
    const fake = fakeApi({ 'GET backoffice/system/status': { ...DEFAULT_SYSTEM_STATUS, Register: false } });
    const services = makeServices(fake.api);
    const { unmount } = renderWithShell(<StatusToast />, services);
    expect(await screen.findByTestId('status-toast')).toHaveTextContent('ปิดรับสมัครสมาชิกชั่วคราว');

    fireEvent.click(screen.getByTestId('status-toast-dismiss'));
    expect(screen.queryByTestId('status-toast')).toBeNull();
    expect(sessionStorage.getItem(STATUS_TOAST_DISMISSED_KEY)).toBe('ปิดรับสมัครสมาชิกชั่วคราว');
    unmount();

    // the same text stays dismissed after a reload
    const callsBefore = fake.calls.length;
    const again = renderWithShell(<StatusToast />, makeServices(fake.api));
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(callsBefore));
    await act(async () => {});
    expect(screen.queryByTestId('status-toast')).toBeNull();
    again.unmount();

    // a new text shows again
    fake.routes['GET backoffice/system/status'] = {
      ...DEFAULT_SYSTEM_STATUS,
      UnderConstruction: true,
      UnderConstructionText: 'ปิดปรับปรุงถึง 18:00',
    };
    renderWithShell(<StatusToast />, makeServices(fake.api));
    await waitFor(() => expect(screen.getByTestId('status-toast')).toHaveTextContent('ปิดปรับปรุงถึง 18:00'));
  });

  it('is hidden on /404', async () => {
    const fake = fakeApi({ 'GET backoffice/system/status': { ...DEFAULT_SYSTEM_STATUS, Register: false } });
    renderWithShell(<StatusToast />, makeServices(fake.api), '/404');
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByTestId('status-toast')).toBeNull();
  });
});
