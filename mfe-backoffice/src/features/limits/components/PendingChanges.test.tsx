import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import { PendingChanges } from './PendingChanges';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';
import { pendingRateChange } from '../../../test/setting-changes';

const texts = backofficeTexts.backoffice.pending;

function renderPending(role: string, routes: FakeRoutes) {
  return renderSignedIn('/backoffice/limits', { id: '2', username: 'ops.b', role }, routes, <PendingChanges />);
}

beforeEach(() => sessionStorage.clear());

describe('Pending changes (รอยืนยัน)', () => {
  it("lists who asked and old → new; another operator confirms through a dialog; the refusal shows; one's own is withdrawn", async () => {
    let list = [
      pendingRateChange('7', 'ops.a'),
      pendingRateChange('8', 'ops.b', { setting: 'exposure_caps', game_code: 'VN' }),
    ];
    let confirms = 0;
    const ops = renderPending('operator', {
      'GET backoffice/setting-changes': () => [...list],
      'POST backoffice/setting-changes/7/confirm': () => {
        confirms += 1;
        if (confirms === 1) throw new AppError(ErrorCode.CONFLICT, 'setting change 7 is stale');
        list = list.filter((c) => c.id !== '7');
        return { ...pendingRateChange('7', 'ops.a'), status: 'CONFIRMED', decided_by: 'ops.b' };
      },
      'POST backoffice/setting-changes/8/cancel': () => {
        list = list.filter((c) => c.id !== '8');
        return { ...pendingRateChange('8', 'ops.b'), status: 'CANCELLED' };
      },
    });
    const box = await screen.findByTestId('pending-changes');
    expect(within(box).getByRole('heading', { name: texts.title })).toBeInTheDocument();
    const [other, mine] = await within(box).findAllByTestId('pending-change');
    expect(other).toHaveTextContent('STCN');
    expect(other).toHaveTextContent('RUN_TOP');
    expect(within(other!).getByTestId('pending-field')).toHaveTextContent('3.2 → 100,000');
    expect(within(other!).getByTestId('pending-asked-by')).toHaveTextContent('ops.a');
    // one's own change: no confirm, only withdraw
    expect(within(mine!).queryByTestId('pending-confirm')).toBeNull();
    expect(within(mine!).getByText(texts.yours)).toBeInTheDocument();

    // confirming asks first; the dialog shows the values and the API's refusal
    await userEvent.click(within(other!).getByTestId('pending-confirm'));
    const dialog = await screen.findByTestId('pending-dialog');
    expect(dialog).toHaveTextContent('3.2 → 100,000');
    expect(ops.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('pending-dialog-confirm'));
    expect(await within(dialog).findByTestId('pending-dialog-error')).toHaveTextContent('stale');
    await userEvent.click(within(dialog).getByTestId('pending-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('pending-dialog')).toBeNull());
    expect(await within(box).findAllByTestId('pending-change')).toHaveLength(1);

    await userEvent.click(within(box).getByTestId('pending-cancel'));
    expect(await within(box).findByTestId('pending-none')).toHaveTextContent(texts.none);
    expect(ops.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'backoffice/setting-changes/7/confirm',
      'backoffice/setting-changes/7/confirm',
      'backoffice/setting-changes/8/cancel',
    ]);
  });

  it('an auditor reads the list without buttons', async () => {
    renderPending('auditor', { 'GET backoffice/setting-changes': () => [pendingRateChange('7', 'ops.a')] });
    const item = await screen.findByTestId('pending-change');
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
