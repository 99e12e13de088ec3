import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode, type BlacklistData, type BlacklistedPhone } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const texts = backofficeTexts.backoffice.blacklist;

const phoneEntry = (phone: string, holder: BlacklistedPhone['holder'] = null): BlacklistedPhone => ({
  phone,
  reason: 'fraud ring',
  created_by: 'maker',
  created_at: '2026-05-02T03:00:00.000Z',
  holder,
});

/** The lists holding one phone (0891234501) and no bank account. */
const onePhone = (): BlacklistData => ({
  phones: [phoneEntry('0891234501')],
  phones_total: 1,
  bank_accounts: [],
  bank_accounts_total: 0,
  limit: 200,
});

function renderBlacklist(routes: FakeRoutes, role = 'operator') {
  return renderSignedIn('/backoffice/blacklist', { id: '1', username: 'maker', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Blacklist tab', () => {
  it('lists both, adds a phone (naming its player), removes a bank account after a confirmed reason', async () => {
    let data: BlacklistData = {
      phones: [phoneEntry('0891234501', { customer_code: 'TL00000042', status: 'ACTIVE' })],
      phones_total: 1,
      bank_accounts: [
        {
          bank_code: 'SCB',
          bank_account_number: '1234567890',
          reason: 'mule account',
          created_by: 'checker',
          created_at: '2026-05-01T03:00:00.000Z',
          holder: null,
        },
      ],
      bank_accounts_total: 1,
      limit: 200,
    };
    const ops = renderBlacklist({
      'GET backoffice/blacklist': () => data,
      'POST backoffice/blacklist/phones': (c) => {
        const body = c.body as { phone: string; reason: string };
        const entry = {
          ...phoneEntry(body.phone),
          reason: body.reason,
          holder: { customer_code: 'TL7', status: 'BANNED' },
        };
        data = { ...data, phones: [entry, ...data.phones], phones_total: data.phones_total + 1 };
        return entry;
      },
      'POST backoffice/blacklist/bank-accounts/remove': () => {
        const [removed] = data.bank_accounts;
        data = { ...data, bank_accounts: [], bank_accounts_total: 0 };
        return removed;
      },
    });
    const phones = await screen.findByTestId('blacklist-phones');
    expect(phones).toHaveTextContent('0891234501');
    expect(phones).toHaveTextContent('TL00000042');
    expect(screen.getByTestId('blacklist-banks')).toHaveTextContent('SCB 1234567890');
    expect(screen.getByTestId('nav-blacklist')).toBeInTheDocument();

    // the submit waits for a valid phone and a reason
    const submit = screen.getByTestId('blacklist-phone-submit');
    await userEvent.type(screen.getByTestId('blacklist-phone'), '089-999-0001');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('blacklist-phone-reason'), 'chargeback');
    await userEvent.click(submit);
    expect(await screen.findByTestId('blacklist-added')).toHaveTextContent('TL7');
    expect(ops.calls.find((c) => c.path === 'backoffice/blacklist/phones')?.body).toEqual({
      phone: '0899990001',
      reason: 'chargeback',
    });
    await waitFor(() => expect(screen.getByTestId('blacklist-phones')).toHaveTextContent('0899990001'));

    await userEvent.click(within(screen.getByTestId('blacklist-banks')).getByTestId('blacklist-remove'));
    const dialog = screen.getByTestId('blacklist-remove-dialog');
    expect(dialog).toHaveTextContent(texts.removeBankBody);
    expect(within(dialog).getByTestId('blacklist-remove-confirm')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('blacklist-remove-reason'), 'owner verified');
    await userEvent.click(within(dialog).getByTestId('blacklist-remove-confirm'));
    expect(await screen.findByTestId('blacklist-removed')).toHaveTextContent('SCB 1234567890');
    expect(ops.calls.find((c) => c.path === 'backoffice/blacklist/bank-accounts/remove')?.body).toEqual({
      bank_code: 'SCB',
      bank_account_number: '1234567890',
      reason: 'owner verified',
    });
    await waitFor(() => expect(screen.getByTestId('blacklist-banks')).toHaveTextContent(texts.none));
  });

  it("searches by digits, needs the bank's number of digits and shows the API's refusal", async () => {
    const ops = renderBlacklist({
      'GET backoffice/blacklist': onePhone,
      'POST backoffice/blacklist/bank-accounts': () => {
        throw new AppError(ErrorCode.CONFLICT, 'KBANK account 1234567890 is already on the block list');
      },
    });
    await userEvent.type(await screen.findByTestId('blacklist-search'), '089 123');
    await userEvent.click(screen.getByTestId('blacklist-search-submit'));
    await waitFor(() =>
      expect(ops.calls.some((c) => c.path === 'backoffice/blacklist' && c.opts?.params?.q === '089123')).toBe(true),
    );
    // GSB accounts have 12 digits: 10 keep the button off
    await userEvent.selectOptions(screen.getByTestId('blacklist-bank'), 'GSB');
    await userEvent.type(screen.getByTestId('blacklist-account'), '1234567890');
    await userEvent.type(screen.getByTestId('blacklist-bank-reason'), 'mule');
    expect(screen.getByTestId('blacklist-bank-submit')).toBeDisabled();
    await userEvent.selectOptions(screen.getByTestId('blacklist-bank'), 'KBANK');
    await userEvent.click(screen.getByTestId('blacklist-bank-submit'));
    expect(await screen.findByTestId('blacklist-bank-error')).toHaveTextContent('already on the block list');
  });

  it('an auditor reads the lists but gets no forms and no remove buttons', async () => {
    renderBlacklist(
      {
        'GET backoffice/blacklist': onePhone,
      },
      'auditor',
    );
    expect(await screen.findByTestId('blacklist-phones')).toHaveTextContent('0891234501');
    expect(screen.getByTestId('blacklist-operators-only')).toHaveTextContent(texts.operatorsOnly);
    expect(screen.queryByTestId('blacklist-add-phone')).toBeNull();
    expect(screen.queryByTestId('blacklist-remove')).toBeNull();
  });
});
