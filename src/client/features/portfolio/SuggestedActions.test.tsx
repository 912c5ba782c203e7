import { cleanup, screen, within } from '@testing-library/react';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorporateActionSuggestion } from '#shared/portfolio/portfolio-corporate-actions.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SuggestedActions } from './SuggestedActions.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const dividend: CorporateActionSuggestion = {
  symbol: 'AAPL',
  type: 'dividend',
  date: '2024-05-10',
  perShare: '0.25',
  shares: '40',
  amount: '10.00',
  ratio: null,
};
const split: CorporateActionSuggestion = {
  symbol: 'NVDA',
  type: 'split',
  date: '2024-06-10',
  perShare: null,
  shares: '3',
  amount: null,
  ratio: { from: 1, to: 10 },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's suggestions: every one offered until a transaction of it is posted. */
function renderSuggestions(posted: unknown[] = []) {
  const recorded = new Set<string>();
  mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.corporateActions.path]: () =>
      json(200, {
        suggestions: [dividend, split].filter((s) => !recorded.has(`${s.symbol}|${s.date}`)),
      }),
    [portfolioContract.createTransaction.path]: ({ body }: { body: unknown }) => {
      posted.push(body);
      const { symbol, date } = body as { symbol: string; date: string };
      recorded.add(`${symbol}|${date}`);
      return json(201, {
        transaction: {
          ...(body as object),
          id: `${symbol}-1`,
          name: null,
          quantity: null,
          price: null,
          amount: null,
          fees: null,
          ratio: null,
          note: null,
          accountId: '11111111-1111-4111-8111-111111111111',
          currency: 'USD',
          fxRate: null,
          toAccountId: null,
          acquiredOn: null,
          lotMethod: null,
          lots: null,
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      });
    },
  });
  renderWithProviders(<SuggestedActions />, {
    path: '/portfolio/transactions',
    routePath: '/portfolio/transactions',
  });
}

const items = () =>
  within(screen.getByRole('list', { name: 'Market data suggestions' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SuggestedActions', () => {
  it('offers each reported dividend and split in words, and adds one only on its click', async () => {
    const posted: unknown[] = [];
    renderSuggestions(posted);
    expect(await screen.findByRole('region', { name: 'From market data' })).toBeVisible();
    expect(items()).toEqual([
      'AAPL dividend on 2024-05-10$0.25 × 40 shares = $10.00AddDismiss',
      'NVDA 10-for-1 split on 2024-06-10You held 3 sharesAddDismiss',
    ]);
    expect(posted).toEqual([]);
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Add AAPL dividend on 2024-05-10' }));
    await vi.waitFor(() =>
      expect(items()).toEqual(['NVDA 10-for-1 split on 2024-06-10You held 3 sharesAddDismiss']),
    );
    await events.click(
      screen.getByRole('button', { name: 'Add NVDA 10-for-1 split on 2024-06-10' }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'From market data' })).toBeNull(),
    );
    expect(posted).toEqual([
      { type: 'dividend', symbol: 'AAPL', date: '2024-05-10', amount: '10.00' },
      { type: 'split', symbol: 'NVDA', date: '2024-06-10', ratio: { from: 1, to: 10 } },
    ]);
  });

  it('shows the newest five until asked for all', async () => {
    const dividends = Array.from({ length: 7 }, (_, i) => ({
      ...dividend,
      date: `2024-0${9 - i}-10`,
    }));
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.corporateActions.path]: { suggestions: dividends },
    });
    renderWithProviders(<SuggestedActions />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Show all 7' }));
    expect(items()).toHaveLength(7);
    await events.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(items().map((text) => text?.slice(0, 27))).toEqual(
      ['09', '08', '07', '06', '05'].map((month) => `AAPL dividend on 2024-${month}-10`),
    );
  });

  it('hides a dismissed suggestion for this user, across reloads, without writing anything', async () => {
    const posted: unknown[] = [];
    renderSuggestions(posted);
    const events = userEvent.setup();
    await events.click(
      await screen.findByRole('button', { name: 'Dismiss AAPL dividend on 2024-05-10' }),
    );
    expect(items()).toEqual(['NVDA 10-for-1 split on 2024-06-10You held 3 sharesAddDismiss']);
    expect(
      JSON.parse(window.localStorage.getItem('tickerdeck:dismissed-actions:u1') ?? ''),
    ).toEqual(['AAPL|dividend|2024-05-10']);
    cleanup();
    renderSuggestions(posted);
    await screen.findByRole('button', { name: 'Add NVDA 10-for-1 split on 2024-06-10' });
    expect(items()).toEqual(['NVDA 10-for-1 split on 2024-06-10You held 3 sharesAddDismiss']);
    expect(posted).toEqual([]);
  });
});
