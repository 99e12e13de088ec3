import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

function renderBroadcast(role: 'operator' | 'admin', routes: FakeRoutes) {
  return renderSignedIn('/backoffice/broadcast', { id: '1', username: 'ops.one', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Announcement screen', () => {
  it('previews the announcement, goes back to edit, then sends it to every player after the confirm', async () => {
    const ops = renderBroadcast('operator', {
      'POST backoffice/notifications': () => ({
        uid: 'ntf-42',
        customer_code: null,
        created_at: '2026-05-01T08:00:00Z',
      }),
    });
    const preview = await screen.findByTestId('broadcast-preview');
    expect(preview).toBeDisabled();
    await userEvent.type(screen.getByTestId('broadcast-title'), '  Draw moved ');
    await userEvent.type(screen.getByTestId('broadcast-body'), 'The draw is on <Friday>.');
    await userEvent.click(preview);
    const card = await screen.findByTestId('broadcast-card');
    expect(card).toHaveTextContent('Draw moved');
    expect(card).toHaveTextContent('The draw is on <Friday>.');
    expect(screen.getByTestId('broadcast-confirm')).toHaveTextContent(backofficeTexts.backoffice.broadcast.confirmAll);
    expect(ops.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByTestId('broadcast-edit'));
    expect(screen.getByTestId('broadcast-title')).toHaveValue('  Draw moved ');
    await userEvent.click(screen.getByTestId('broadcast-preview'));
    await userEvent.click(await screen.findByTestId('broadcast-send'));
    expect(await screen.findByTestId('broadcast-sent')).toHaveTextContent('ntf-42');
    expect(screen.getByTestId('broadcast-sent')).toHaveTextContent(backofficeTexts.backoffice.broadcast.audienceAll);
    expect(ops.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Draw moved',
      body: 'The draw is on <Friday>.',
    });
    expect(screen.getByTestId('broadcast-title')).toHaveValue('');
  });

  it("sends to one player by customer code and shows the API's refusal", async () => {
    let posts = 0;
    const ops = renderBroadcast('operator', {
      'POST backoffice/notifications': () => {
        posts += 1;
        if (posts === 1) throw new AppError(ErrorCode.NOT_FOUND, 'player LT999 not found');
        return { uid: 'ntf-43', customer_code: 'LT0000001', created_at: '2026-05-01T08:00:00Z' };
      },
    });
    await userEvent.selectOptions(await screen.findByTestId('broadcast-audience'), 'one');
    await userEvent.type(screen.getByTestId('broadcast-title'), 'Hi');
    await userEvent.type(screen.getByTestId('broadcast-body'), 'Your prize is ready');
    expect(screen.getByTestId('broadcast-preview')).toBeDisabled(); // no customer code yet
    await userEvent.type(screen.getByTestId('broadcast-customer'), 'LT999');
    await userEvent.click(screen.getByTestId('broadcast-preview'));
    expect(await screen.findByTestId('broadcast-confirm')).toHaveTextContent('LT999');
    await userEvent.click(screen.getByTestId('broadcast-send'));
    expect(await screen.findByTestId('broadcast-error')).toHaveTextContent('player LT999 not found');
    await userEvent.click(screen.getByTestId('broadcast-edit'));
    await userEvent.clear(screen.getByTestId('broadcast-customer'));
    await userEvent.type(screen.getByTestId('broadcast-customer'), 'LT0000001');
    await userEvent.click(screen.getByTestId('broadcast-preview'));
    await userEvent.click(await screen.findByTestId('broadcast-send'));
    expect(await screen.findByTestId('broadcast-sent')).toHaveTextContent('LT0000001');
    expect(ops.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      title: 'Hi',
      body: 'Your prize is ready',
      customer_code: 'LT0000001',
    });
  });

  it("tells a non-operator and shows the API's 403 as a refusal, in English", async () => {
    renderBroadcast('admin', {
      'POST backoffice/notifications': () => {
        throw new AppError(ErrorCode.FORBIDDEN, 'operator role required');
      },
    });
    expect(await screen.findByTestId('broadcast-operator-only')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('nav-broadcast')).toHaveTextContent(backofficeTextsEn.backoffice.nav.broadcast);
    await userEvent.type(screen.getByTestId('broadcast-title'), 'x');
    await userEvent.type(screen.getByTestId('broadcast-body'), 'y');
    await userEvent.click(screen.getByTestId('broadcast-preview'));
    await userEvent.click(await screen.findByTestId('broadcast-send'));
    await waitFor(() =>
      expect(screen.getByTestId('broadcast-error')).toHaveTextContent(backofficeTextsEn.backoffice.common.forbidden),
    );
  });
});
