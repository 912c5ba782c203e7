import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import type { CorporateActionSuggestion } from '#shared/portfolio/portfolio-corporate-actions.ts';
import { holdingsContract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SuggestedActions } from './SuggestedActions.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const paid = (date: string, amount: string): CorporateActionSuggestion => ({
  symbol: 'AAPL',
  type: 'dividend',
  date,
  perShare: '0.25',
  shares: '40',
  amount,
  ratio: null,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("'Add all' suggested dividends", () => {
  it('sends every dividend shown in one request, and the offers go', async () => {
    const sent: unknown[] = [];
    let added = false;
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.corporateActions.path]: () =>
        json(200, {
          suggestions: added ? [] : [paid('2024-05-10', '10.00'), paid('2024-08-12', '10.00')],
        }),
      [holdingsContract.addDividends.path]: ({ body }: { body: unknown }) => {
        sent.push(body);
        added = true;
        return json(201, { added: 2 });
      },
    });
    renderWithProviders(<SuggestedActions />);
    const region = await screen.findByRole('region', { name: 'From market data' });
    await userEvent.click(within(region).getByRole('button', { name: 'Add all 2 dividends' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          dividends: [
            { symbol: 'AAPL', date: '2024-05-10', amount: '10.00' },
            { symbol: 'AAPL', date: '2024-08-12', amount: '10.00' },
          ],
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'From market data' })).toBeNull(),
    );
  });
});
