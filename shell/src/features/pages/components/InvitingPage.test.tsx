import { screen, waitFor, fireEvent } from '@testing-library/react';
import { DEFAULT_SYSTEM_STATUS, type InvitesMeData } from 'shared-contracts';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { InvitingPage } from './InvitingPage';
import { signInAs } from '../../../test-utils/player';

const ME: InvitesMeData = {
  invite_code: 'ABCD2345',
  link_path: '/register?ref=ABCD2345',
  feature_open: true,
  commission_rate_bps: 150,
  invited_count: 1,
  commission_total: 2.49,
  invited: [{ customer_code: 'TL****5678', joined_at: '2026-05-02T03:00:00.000Z', commission: 2.49, slips: 2 }],
};

function services(routes: Record<string, unknown>, signedIn = true) {
  const s = makeServices(fakeApi({ 'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS, ...routes }).api);
  if (signedIn) signInAs(s);
  return s;
}

beforeEach(() => localStorage.clear());

describe('<InvitingPage>', () => {
  it('shows the link with its QR code, the rate, the invited players and the commission; copies the link', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithShell(<InvitingPage />, services({ 'GET invites/me': ME }), '/inviting');
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('ABCD2345');
    const link = `${window.location.origin}/register?ref=ABCD2345`;
    expect(screen.getByTestId('invite-link')).toHaveTextContent(link);
    expect(screen.getByTestId('invite-rate')).toHaveTextContent('1.5%');
    expect(screen.getByTestId('invite-count')).toHaveTextContent('1');
    expect(screen.getByTestId('invite-commission-total')).toHaveTextContent('2.49 บาท');
    expect(screen.getByTestId('invite-list')).toHaveTextContent('TL****5678');
    // the QR code is drawn by the library (lazily loaded) as an SVG image of the link
    const qr = await screen.findByTestId('invite-qr', {}, { timeout: 5000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute('alt', 'คิวอาร์โค้ดลิงก์ชวนเพื่อน');
    fireEvent.click(screen.getByTestId('invite-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(screen.getByTestId('invite-copy')).toHaveTextContent('คัดลอกแล้ว');
  });

  it('says so when nobody was invited yet', async () => {
    renderWithShell(
      <InvitingPage />,
      services({ 'GET invites/me': { ...ME, invited_count: 0, commission_total: 0, invited: [] } }),
      '/inviting',
    );
    expect(await screen.findByTestId('invite-none')).toHaveTextContent('ยังไม่มีเพื่อนสมัครผ่านลิงก์ของคุณ');
  });

  it('asks a visitor to log in', () => {
    renderWithShell(<InvitingPage />, services({}, false), '/inviting');
    expect(screen.getByTestId('page-inviting')).toHaveTextContent('เข้าสู่ระบบเพื่อรับรหัสชวนเพื่อนของคุณ');
  });

  it('says the feature is closed when ops turned FriendInvite off', async () => {
    renderWithShell(
      <InvitingPage />,
      services({
        'GET invites/me': ME,
        'GET backoffice/system/status': { ...DEFAULT_SYSTEM_STATUS, FriendInvite: false },
      }),
      '/inviting',
    );
    await waitFor(() => expect(screen.getByTestId('page-inviting')).toHaveTextContent('ระบบชวนเพื่อนปิดชั่วคราว'));
  });
});
