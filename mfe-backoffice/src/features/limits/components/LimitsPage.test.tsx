import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const rule = (id: string, number: string, extra: Record<string, unknown> = {}) => ({
  id,
  game_code: 'UG',
  round_id: null,
  kind: 'THREE_TOP',
  number,
  rule: 'CLOSED',
  rate_factor: null,
  cap_amount: null,
  per_player_cap: null,
  unit: 'BAHT',
  created_by: 'ops.admin',
  created_at: '2026-05-01T00:00:00Z',
  ...extra,
});

const caps = (threeTop: number | null) => ({
  game_code: 'UG',
  kinds: [
    { kind: 'THREE_TOP', cap: threeTop, default_cap: 900_000, effective_cap: threeTop ?? 900_000 },
    { kind: 'TWO_TOP', cap: null, default_cap: 70_000, effective_cap: 70_000 },
  ],
});

function renderLimits(routes: FakeRoutes) {
  return renderSignedIn(
    '/backoffice/limits',
    { id: '1', username: 'ops.admin', role: 'operator' },
    {
      'GET backoffice/cancel-fee/UG': () => ({ game_code: 'UG', fee_percent: 10 }),
      'GET backoffice/exposure-caps/UG': () => caps(null),
      'GET backoffice/rates/UG': () => ({ game_code: 'UG', kinds: [] }),
      'GET backoffice/rates/UG/history': () => [],
      'GET backoffice/setting-changes': () => [],
      ...routes,
    },
  );
}

beforeEach(() => sessionStorage.clear());

describe('Limits screen', () => {
  it("lists a game's restricted numbers, adds a CAP rule, shows the API's refusal and removes one", async () => {
    const list = [rule('5', '123')];
    let posts = 0;
    const ops = renderLimits({
      'GET backoffice/restricted-numbers': () => [...list],
      'POST backoffice/restricted-numbers': (c) => {
        posts += 1;
        if (posts === 1) throw new AppError(ErrorCode.BAD_REQUEST, 'CAP needs cap_amount or per_player_cap');
        const body = c.body as Record<string, unknown>;
        const created = rule('6', String(body.number), { rule: 'CAP', cap_amount: body.cap_amount });
        list.unshift(created);
        return created;
      },
      'DELETE backoffice/restricted-numbers/5': () => {
        const [gone] = list.splice(
          list.findIndex((r) => r.id === '5'),
          1,
        );
        return gone;
      },
    });
    expect(await screen.findByTestId('restriction-5')).toHaveTextContent('123');
    expect(screen.getByTestId('restriction-5')).toHaveTextContent(backofficeTexts.backoffice.limits.rules.CLOSED);
    expect(ops.calls.find((c) => c.path === 'backoffice/restricted-numbers')?.opts?.params).toEqual({ game: 'UG' });

    const form = screen.getByTestId('restriction-form');
    await userEvent.selectOptions(within(form).getByTestId('restriction-kind'), 'TWO_TOP');
    await userEvent.type(within(form).getByTestId('restriction-number'), '45');
    await userEvent.selectOptions(within(form).getByTestId('restriction-rule'), 'CAP');
    await userEvent.click(within(form).getByTestId('restriction-add'));
    expect(await screen.findByTestId('restriction-error')).toHaveTextContent('CAP needs cap_amount or per_player_cap');

    await userEvent.type(within(form).getByTestId('restriction-cap'), '2000');
    await userEvent.click(within(form).getByTestId('restriction-add'));
    expect(await screen.findByTestId('restriction-6')).toHaveTextContent('45');
    expect(ops.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      game_code: 'UG',
      kind: 'TWO_TOP',
      number: '45',
      rule: 'CAP',
      round_id: null,
      cap_amount: 2000,
      per_player_cap: undefined,
    });
    expect(screen.queryByTestId('restriction-error')).toBeNull();

    await userEvent.click(within(screen.getByTestId('restriction-5')).getByTestId('restriction-remove'));
    await waitFor(() => expect(screen.queryByTestId('restriction-5')).toBeNull());
    expect(ops.calls.some((c) => c.method === 'DELETE' && c.path === 'backoffice/restricted-numbers/5')).toBe(true);
  });

  it('saves the cancel fee and the changed exposure caps, shows a refusal, and reads another game on a switch', async () => {
    let capPuts = 0;
    const ops = renderLimits({
      'GET backoffice/restricted-numbers': () => [],
      'PUT backoffice/cancel-fee/UG': (c) => {
        const fee = (c.body as { fee_percent: number }).fee_percent;
        if (fee > 100) throw new AppError(ErrorCode.BAD_REQUEST, 'fee_percent must be 0-100');
        return { game_code: 'UG', fee_percent: fee };
      },
      'PUT backoffice/exposure-caps/UG': (c) => {
        capPuts += 1;
        const body = c.body as { caps: Record<string, number | null> };
        return caps(body.caps.THREE_TOP ?? null);
      },
      'GET backoffice/cancel-fee/VN': () => ({ game_code: 'VN', fee_percent: 5 }),
      'GET backoffice/exposure-caps/VN': () => ({ game_code: 'VN', kinds: [] }),
    });
    const fee = await screen.findByTestId('cancel-fee-percent');
    expect(fee).toHaveValue('10');
    await userEvent.clear(fee);
    await userEvent.type(fee, '150');
    await userEvent.click(screen.getByTestId('cancel-fee-save'));
    expect(await screen.findByTestId('cancel-fee-error')).toHaveTextContent('fee_percent must be 0-100');
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.5');
    await userEvent.click(screen.getByTestId('cancel-fee-save'));
    await waitFor(() => expect(screen.getByTestId('cancel-fee-save')).toBeDisabled());
    expect(ops.calls.filter((c) => c.path === 'backoffice/cancel-fee/UG' && c.method === 'PUT').at(-1)?.body).toEqual({
      fee_percent: 12.5,
    });

    const row = await screen.findByTestId('cap-THREE_TOP');
    expect(within(row).getByTestId('cap-effective')).toHaveTextContent('900,000');
    expect(screen.getByTestId('caps-save')).toBeDisabled();
    await userEvent.type(within(row).getByTestId('cap-input'), '500000');
    await userEvent.click(screen.getByTestId('caps-save'));
    await waitFor(() => expect(within(row).getByTestId('cap-effective')).toHaveTextContent('500,000'));
    expect(capPuts).toBe(1);
    expect(ops.calls.find((c) => c.method === 'PUT' && c.path === 'backoffice/exposure-caps/UG')?.body).toEqual({
      caps: { THREE_TOP: 500000 },
    });
    // blanking the cap sends null: back to the default
    await userEvent.clear(within(row).getByTestId('cap-input'));
    await userEvent.click(screen.getByTestId('caps-save'));
    await waitFor(() => expect(within(row).getByTestId('cap-effective')).toHaveTextContent('900,000'));
    expect(
      ops.calls.filter((c) => c.method === 'PUT' && c.path === 'backoffice/exposure-caps/UG').at(-1)?.body,
    ).toEqual({ caps: { THREE_TOP: null } });

    await userEvent.selectOptions(screen.getByTestId('limits-game'), 'VN');
    await waitFor(() => expect(screen.getByTestId('cancel-fee-percent')).toHaveValue('5'));
    expect(ops.calls.some((c) => c.path === 'backoffice/restricted-numbers' && c.opts?.params?.game === 'VN')).toBe(
      true,
    );
  });

  it('is a tab of the console, in Thai and in English', async () => {
    renderLimits({ 'GET backoffice/restricted-numbers': () => [] });
    expect(await screen.findByTestId('nav-limits')).toHaveTextContent(backofficeTexts.backoffice.nav.limits);
    expect(screen.getByTestId('nav-limits')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('nav-limits')).toHaveTextContent(backofficeTextsEn.backoffice.nav.limits);
    expect(screen.getByTestId('limits-page')).toHaveTextContent(backofficeTextsEn.backoffice.limits.title);
  });
});
