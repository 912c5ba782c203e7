import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import type { ImportPreview } from '#shared/portfolio/portfolio-import.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { installFakeXhr } from '../../testing/fake-xhr.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { TransactionsPage } from './TransactionsPage.tsx';

// The import's offers beside its rows: share-changing lines one click from the entry form filled
// from the row, and the opening position a sell of shares bought before the file needs.

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const ibkr = { id: 'ibkr-activity-statement', broker: 'Interactive Brokers', label: 'Statement' };
const ledgerUrl = `${portfolioContract.transactions.path}?limit=25&offset=0`;

const preview: ImportPreview = {
  format: ibkr,
  dataLines: 4,
  transactions: [
    {
      line: 3,
      type: 'buy',
      symbol: 'MSFT',
      date: '2024-01-10',
      quantity: '5',
      price: '370',
      amount: null,
      fees: '1',
      ratio: null,
      note: null,
    },
  ],
  skipped: [],
  errors: [{ line: 4, message: 'You have no AAPL in your portfolio: record its buy first.' }],
  duplicates: [],
  suggestions: [
    {
      line: 5,
      kind: 'stock-plan',
      entry: 'receive-shares',
      symbol: 'NVDA',
      date: '2024-03-15',
      quantity: '12',
      price: null,
      currency: 'USD',
      ask: ['cost'],
      reason: 'Stock plan deposit: RSU vest',
    },
    {
      line: 6,
      kind: 'split',
      entry: 'split',
      symbol: 'XYZ',
      date: '2024-05-20',
      quantity: null,
      price: null,
      ask: ['ratio'],
      reason: 'Split: the ratio is not in the file; give it in the entry form',
    },
  ],
  openings: [{ symbol: 'AAPL', date: '2024-01-09', quantity: '10', lines: [4], accepted: false }],
};
const [msftBuy] = preview.transactions;
const [aaplOffer] = preview.openings;
if (!msftBuy || !aaplOffer) throw new Error('the preview above has a row and an offer');
const accepted: ImportPreview = {
  ...preview,
  transactions: [msftBuy, { ...msftBuy, line: 4, type: 'sell' }],
  errors: [],
  openings: [{ ...aaplOffer, accepted: true }],
};

function renderPage() {
  mockApi({
    [accountContract.session.path]: { user },
    [ledgerUrl]: { transactions: [], total: 0, nextOffset: null },
    [portfolioContract.importFormats.path]: { formats: [ibkr] },
    [portfolioContract.importMappings.path]: { mappings: [] },
    [portfolioContract.accounts.path]: { accounts: [] },
  });
  renderWithProviders(<TransactionsPage />, {
    path: '/portfolio/transactions',
    routePath: '/portfolio/transactions',
  });
}

async function previewFile() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import transactions' });
  const file = new File(['Statement,Header'], 'statement.csv', { type: 'text/csv' });
  await events.upload(within(dialog).getByLabelText('CSV file'), file);
  await within(dialog).findByText(/^Recognised as/);
  return { events, dialog };
}

describe('the import preview’s offers', () => {
  it('lists the lines that change shares, each with what it asks, and opens the entry form filled from the row', async () => {
    installFakeXhr(() => ({ status: 200, body: preview }));
    renderPage();
    const { events, dialog } = await previewFile();
    const list = within(dialog).getByRole('region', { name: 'To enter by hand' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Line 5: Stock plan deposit: RSU vest — NVDA 2024-03-15, 12 shares (give the cost per share)',
    );
    expect(items[1]).toHaveTextContent('(give the split ratio)');
    // Every data line is in one list: 1 + 0 + 0 + 1 + 2 = 4.
    expect(within(dialog).getByText('4 data lines')).toBeVisible();
    expect(within(dialog).queryByText(/not accounted for/)).toBeNull();

    await events.click(within(list).getByRole('button', { name: 'Enter line 5 (NVDA)' }));
    const form = await screen.findByRole('dialog', { name: 'Add Transaction' });
    expect(within(form).getByLabelText('Type')).toHaveValue('receive-shares');
    expect(within(form).getByLabelText('Symbol')).toHaveValue('NVDA');
    expect(within(form).getByLabelText('Date')).toHaveValue('2024-03-15');
    expect(within(form).getByLabelText('Quantity')).toHaveValue('12');
    expect(within(form).getByLabelText('Cost per share')).toHaveValue('');
  });

  it('offers the opening position; ticked with a cost, the preview and the commit carry it', async () => {
    const xhr = installFakeXhr((request) => {
      const opening = request.parsedUrl.searchParams.get('opening');
      if (!request.parsedUrl.searchParams.get('dryRun')) {
        return {
          status: 201,
          body: {
            format: ibkr,
            imported: 3,
            duplicates: 0,
            skipped: 0,
            suggested: 2,
            openings: 1,
            errors: [],
          },
        };
      }
      return { status: 200, body: opening ? accepted : preview };
    });
    renderPage();
    const { events, dialog } = await previewFile();
    const offers = within(dialog).getByRole('region', { name: 'History before this file' });
    expect(offers).toHaveTextContent('AAPL: 10 shares held on 2024-01-09 (line 4)');
    await events.click(within(offers).getByRole('checkbox'));
    await events.type(within(offers).getByLabelText('Cost per share (optional)'), '120');
    await events.click(within(offers).getByRole('button', { name: 'Update preview' }));

    await within(dialog).findByRole('button', { name: 'Import 2 transactions' });
    const asked = xhr.sent[1]?.parsedUrl.searchParams.get('opening');
    expect(JSON.parse(asked ?? 'null')).toEqual([{ symbol: 'AAPL', price: '120' }]);
    expect(
      within(dialog).getByRole('region', { name: 'History before this file' }),
    ).toHaveTextContent('included');

    await events.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Imported 3 transactions (0 duplicates, 0 skipped, 1 opening position)',
    );
    expect(JSON.parse(xhr.sent[2]?.parsedUrl.searchParams.get('opening') ?? 'null')).toEqual([
      { symbol: 'AAPL', price: '120' },
    ]);
  });
});
