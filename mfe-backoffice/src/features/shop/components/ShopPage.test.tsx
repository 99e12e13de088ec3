import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode, type BackofficeRound } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const shopRound = (id: string, draw_date: string, state: string): BackofficeRound => ({
  round_id: id,
  game_code: 'LOTTH',
  draw_date,
  state,
  open_at: '2026-04-30T09:30:00.000Z',
  close_at: '2099-05-02T06:00:00.000Z',
  result_at: null,
  result_expected_at: '2099-05-02T09:16:00.000Z',
  closed_early: null,
  bet_count: 0,
  total_stake: 0,
});

const PROMOTIONS = {
  buy_first_time: { enabled: true, discount_percent: 10, min_tickets: 2 },
  buy_get_free: { enabled: false, buy_count: 5, free_count: 1 },
};

function renderShop(routes: FakeRoutes) {
  return renderSignedIn(
    '/backoffice/shop',
    { id: '1', username: 'ops.admin', role: 'operator' },
    {
      'GET backoffice/rounds': () => [
        shopRound('30', '2026-04-16', 'settled'),
        shopRound('32', '2026-05-16', 'scheduled'),
        shopRound('31', '2026-05-02', 'open'),
      ],
      'GET backoffice/lottery/promotions': () => PROMOTIONS,
      ...routes,
    },
  );
}

const csvFile = (text: string) => new File([text], 'stock.csv', { type: 'text/csv' });

beforeEach(() => sessionStorage.clear());

describe('Ticket shop screen', () => {
  it('uploads a CSV to the open shop round, shows the rows accepted and the stock, and blocks a file with refused rows', async () => {
    let loads = 0;
    const ops = renderShop({
      'POST backoffice/lottery/inventory/31': (c) => {
        loads += 1;
        if (loads === 1)
          throw new AppError(ErrorCode.BAD_REQUEST, 'quantity below tickets already sold for 1 number(s)');
        return { round_id: '31', numbers: (c.body as unknown[]).length, tickets: 7 };
      },
    });
    const round = await screen.findByTestId('inventory-round');
    expect(ops.calls.find((c) => c.path === 'backoffice/rounds')?.opts?.params).toMatchObject({ game: 'LOTTH' });
    // open first, settled rounds are not offered
    expect(
      within(round)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['31', '32']);
    expect(screen.getByTestId('inventory-submit')).toBeDisabled();

    await userEvent.upload(screen.getByTestId('inventory-file'), csvFile('number,quantity\n123456,5\n12345,1\n'));
    expect(await screen.findByTestId('inventory-accepted')).toHaveTextContent('รับได้ 1 แถว');
    expect(screen.getByTestId('inventory-refused')).toHaveTextContent('ไม่รับ 1 แถว');
    expect(screen.getByTestId('inventory-refused-rows')).toHaveTextContent(
      `บรรทัด 3: 12345,1 — ${backofficeTexts.backoffice.shop.refusals.number}`,
    );
    expect(screen.getByTestId('inventory-submit')).toBeDisabled();

    await userEvent.upload(screen.getByTestId('inventory-file'), csvFile('123456,5\n654321,2\n'));
    await waitFor(() => expect(screen.getByTestId('inventory-accepted')).toHaveTextContent('รับได้ 2 แถว'));
    await userEvent.click(screen.getByTestId('inventory-submit'));
    expect(await screen.findByTestId('inventory-error')).toHaveTextContent('quantity below tickets already sold');

    await userEvent.click(screen.getByTestId('inventory-submit'));
    expect(await screen.findByTestId('inventory-result')).toHaveTextContent('มี 2 เลข 7 ใบ');
    expect(screen.queryByTestId('inventory-error')).toBeNull();
    expect(ops.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      [
        { number: '123456', quantity: 5 },
        { number: '654321', quantity: 2 },
      ],
      [
        { number: '123456', quantity: 5 },
        { number: '654321', quantity: 2 },
      ],
    ]);
  });

  it('sends the inventory to the round picked', async () => {
    const ops = renderShop({
      'POST backoffice/lottery/inventory/32': () => ({ round_id: '32', numbers: 1, tickets: 3 }),
    });
    await userEvent.selectOptions(await screen.findByTestId('inventory-round'), '32');
    await userEvent.upload(screen.getByTestId('inventory-file'), csvFile('111111,3'));
    await waitFor(() => expect(screen.getByTestId('inventory-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('inventory-submit'));
    expect(await screen.findByTestId('inventory-result')).toHaveTextContent('32');
    expect(ops.calls.some((c) => c.path === 'backoffice/lottery/inventory/32')).toBe(true);
  });

  it("edits and saves the promotions whole, and shows the API's refusal, in English too", async () => {
    let puts = 0;
    const ops = renderShop({
      'PUT backoffice/lottery/promotions': (c) => {
        puts += 1;
        if (puts === 1) throw new AppError(ErrorCode.BAD_REQUEST, 'free_count: Too big');
        return c.body;
      },
    });
    await userEvent.click(await screen.findByTestId('lang-en'));
    expect(screen.getByTestId('nav-shop')).toHaveTextContent(backofficeTextsEn.backoffice.nav.shop);
    const enabled = await screen.findByTestId('promo-buy_get_free-enabled');
    expect(enabled).not.toBeChecked();
    expect(screen.getByTestId('promotions-save')).toBeDisabled();
    await userEvent.click(enabled);
    const free = screen.getByTestId('promo-free_count');
    await userEvent.clear(free);
    await userEvent.type(free, '2');
    await userEvent.click(screen.getByTestId('promotions-save'));
    expect(await screen.findByTestId('promotions-error')).toHaveTextContent('Failed: free_count: Too big');
    await userEvent.click(screen.getByTestId('promotions-save'));
    expect(await screen.findByTestId('promotions-saved')).toHaveTextContent('Saved');
    expect(ops.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      ...PROMOTIONS,
      buy_get_free: { enabled: true, buy_count: 5, free_count: 2 },
    });
  });
});
