import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftData, DraftSummaryData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const click = (id: string) => fireEvent.click(screen.getByTestId(id));

const summary = (id: string, name: string): DraftSummaryData => ({
  draft_id: id,
  game_code: 'UG',
  name,
  sort_order: 0,
  line_count: 2,
  total_amount: 15,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
});

describe('drafts in the favourite tab', () => {
  it('saves the pad lines under a name, lists the drafts newest first, and reloads after saving', async () => {
    let saved: DraftSummaryData[] = [];
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET drafts/UG': () => saved,
      'POST draft/UG': (c) => {
        saved = [summary('d1', (c.body as { name: string }).name)];
        return { ...saved[0], lines: [] };
      },
    });
    renderGames({ api });
    await screen.findByText('เปิดรับแทง');
    click('kind-TWO_TOP');
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: '12' } });
    click('add-number');
    click('tab-favorite');
    expect(await screen.findByTestId('drafts-empty')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'drafts/UG')?.opts?.params).toEqual({ order_by: 'created_at' });
    fireEvent.change(screen.getByTestId('draft-name-input'), { target: { value: 'เลขวันเกิด' } });
    click('draft-save');
    await waitFor(() => expect(screen.getAllByTestId('draft-item')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'เลขวันเกิด',
      lines: [{ kind: 'TWO_TOP', number: '12', amount: 5 }],
    });
    expect(screen.getByTestId('draft-feedback')).toHaveTextContent('บันทึกชุดเลข "เลขวันเกิด" แล้ว');
    fireEvent.change(screen.getByTestId('draft-sort'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'drafts/UG').at(-1)?.opts?.params).toEqual({ order_by: 'name' }),
    );
  });

  it('loads a draft into the pad and deletes another', async () => {
    const full: DraftData = {
      ...summary('d1', 'ชุดเก่า'),
      lines: [
        { kind: 'THREE_TOP', number: '555', amount: 10 },
        { kind: 'TWO_BOTTOM', number: '07', amount: 5 },
      ],
    };
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET drafts/UG': () => [summary('d1', 'ชุดเก่า'), summary('d2', 'ชุดลบ')],
      'GET draft/UG/d1': () => full,
      'DELETE draft/UG/d2': () => ({ draft_id: 'd2' }),
    });
    renderGames({ api });
    await screen.findByText('เปิดรับแทง');
    click('tab-favorite');
    await screen.findByTestId('draft-load-d1');
    click('draft-delete-d2');
    await waitFor(() => expect(screen.getAllByTestId('draft-item')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'draft/UG/d2')).toBe(true);
    click('draft-load-d1');
    const list = await screen.findByTestId('lines-list');
    expect(
      within(list)
        .getAllByTestId('line-item')
        .map((l) => l.getAttribute('data-number')),
    ).toEqual(['555', '07']);
    click('to-price');
    expect(screen.getByTestId('line-price-0')).toHaveValue('10');
  });

  it('asks a visitor to log in', async () => {
    const { api } = createFakeHttpClient({ 'GET underground/current-round/thai': () => openRound() });
    renderGames({ api, visitor: true });
    await screen.findByText('เปิดรับแทง');
    click('tab-favorite');
    expect(screen.getByTestId('drafts-login')).toBeInTheDocument();
  });
});
