import { fireEvent, screen } from '@testing-library/react';
import { AppError, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { KycPage } from './KycPage';
import { playerProfile, signInAs } from '../../../test-utils/player';

const PROFILE = playerProfile({
  bank_accounts: [{ bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'สมหญิง ใจดี' }],
});

const signedIn = (api: HttpClient) => signInAs(makeServices(api));

function mockApi(post: (path: string, body: unknown) => Promise<unknown>, profile = PROFILE) {
  return {
    get: jest.fn(async (path: string) => {
      if (path === 'users/info/me') return profile;
      throw new Error(path);
    }),
    post: jest.fn(post),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  } as unknown as HttpClient & { post: jest.Mock };
}

const fill = (values: Record<string, string>) => {
  for (const [id, value] of Object.entries(values)) fireEvent.change(screen.getByTestId(id), { target: { value } });
};
const GOOD = {
  'kyc-citizen-id': '1-1017-00230-70-8',
  'kyc-laser-code': 'JT1-2345678-90',
  'kyc-first-name': ' สมหญิง ',
  'kyc-last-name': 'ใจดี',
  'kyc-birth-date': '1990-04-01',
};

beforeEach(() => localStorage.clear());

describe('<KycPage>', () => {
  it('refuses a bad check digit and a bad laser code in Thai without a call', async () => {
    const api = mockApi(async () => null);
    renderWithShell(<KycPage />, signedIn(api), '/profile/kyc');
    await screen.findByTestId('page-kyc');
    fill({ ...GOOD, 'kyc-citizen-id': '1101700230709', 'kyc-laser-code': 'J11-2345678-90' });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('เลขประจำตัวประชาชนไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByText('เลขหลังบัตรไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the card to POST users/kyc and shows the last 4 digits', async () => {
    const api = mockApi(async () => ({
      kyc_verified: true,
      citizen_id_last4: '0708',
      verified_at: '2026-01-01T00:00:00Z',
    }));
    renderWithShell(<KycPage />, signedIn(api), '/profile/kyc');
    await screen.findByTestId('page-kyc');
    fill(GOOD);
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByTestId('kyc-done')).toHaveTextContent('0708');
    expect(api.post).toHaveBeenCalledWith('users/kyc', {
      citizen_id: '1-1017-00230-70-8',
      laser_code: 'JT1-2345678-90',
      first_name: 'สมหญิง',
      last_name: 'ใจดี',
      birth_date: '1990-04-01',
    });
  });

  it('shows the api refusals in Thai (E20008, E20009)', async () => {
    let code = 'E20008';
    const api = mockApi(async () => {
      throw new AppError(code as 'E20008', 'refused');
    });
    renderWithShell(<KycPage />, signedIn(api), '/profile/kyc');
    await screen.findByTestId('page-kyc');
    fill(GOOD);
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByTestId('kyc-error')).toHaveTextContent('ข้อมูลไม่ตรงกับบัญชีของคุณ');
    code = 'E20009';
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('บัตรประชาชนนี้ถูกใช้ยืนยันตัวตนกับบัญชีอื่นแล้ว')).toBeInTheDocument();
  });

  it('a verified player sees that instead of the form', async () => {
    const api = mockApi(async () => null, { ...PROFILE, kyc_verified: true });
    renderWithShell(<KycPage />, signedIn(api), '/profile/kyc');
    expect(await screen.findByTestId('kyc-done')).toHaveTextContent('ยืนยันตัวตนเรียบร้อยแล้ว');
  });
});
