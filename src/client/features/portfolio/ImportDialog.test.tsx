import { fireEvent, screen, within } from '@testing-library/react';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ImportedTransaction,
  ImportPreview,
  ImportResult,
} from '#shared/portfolio/portfolio-import.ts';
import { IMPORT_MAX_BYTES } from '#shared/portfolio/portfolio-import.ts';
import { installFakeXhr } from '../../testing/fake-xhr.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { TransactionsPage } from './TransactionsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const schwab = { id: 'schwab-transactions', broker: 'Charles Schwab', label: 'Transactions' };
const fidelity = { id: 'fidelity-history', broker: 'Fidelity', label: 'Activity & Orders' };
const ledgerUrl = `${portfolioContract.transactions.path}?limit=25&offset=0`;

const trade = (
  line: number,
  symbol: string,
  type: 'buy' | 'sell' = 'buy',
): ImportedTransaction => ({
  line,
  type,
  symbol,
  date: '2026-01-0' + String((line % 9) + 1),
  quantity: '10',
  price: '100.5',
  amount: null,
  fees: '1',
  ratio: null,
  note: null,
});
const preview: ImportPreview = {
  format: schwab,
  dataLines: 6,
  transactions: [trade(3, 'AAPL'), trade(4, 'MSFT'), trade(5, 'AAPL', 'sell')],
  skipped: [{ line: 6, reason: 'A deposit, not a transaction of a holding' }],
  errors: [{ line: 7, message: 'Unknown symbol ZZZZ' }],
  duplicates: [{ line: 8, reason: 'Already in the ledger' }],
  suggestions: [],
  openings: [],
};
const result: ImportResult = {
  format: schwab,
  imported: 3,
  duplicates: 1,
  skipped: 1,
  suggested: 0,
  openings: 0,
  errors: [],
};
const csv = '"Transactions for account ...1234"\n"Date","Action","Symbol"\n01/02/2026,Buy,AAPL\n';
const fileOf = (text: string, name = 'schwab.csv') => new File([text], name, { type: 'text/csv' });

function renderPage() {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    [ledgerUrl]: { transactions: [], total: 0, nextOffset: null },
    [portfolioContract.importFormats.path]: { formats: [schwab, fidelity] },
    [portfolioContract.importMappings.path]: { mappings: [] },
  });
  renderWithProviders(<TransactionsPage />, {
    path: '/portfolio/transactions',
    routePath: '/portfolio/transactions',
  });
  return fetchMock;
}

async function openDialog() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import transactions' });
  return { events, dialog };
}

describe('ImportDialog', () => {
  it('uploads the raw file with a progress bar, then previews totals that add up to the data lines', async () => {
    const xhr = installFakeXhr();
    renderPage();
    const { events, dialog } = await openDialog();
    const file = fileOf(csv);
    await events.upload(within(dialog).getByLabelText('CSV file'), file);

    const request = xhr.sent[0];
    if (!request) throw new Error('no request sent');
    expect(request.method).toBe('POST');
    expect(request.parsedUrl.pathname).toBe(portfolioContract.importTransactions.path);
    expect(request.parsedUrl.searchParams.get('dryRun')).toBe('1');
    expect(request.headers['content-type']).toBe('text/csv');
    expect(request.withCredentials).toBe(true);
    expect(request.body).toBe(file);

    request.progress(40, 100);
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    request.upload.dispatchEvent(new ProgressEvent('load'));
    const reading = await within(dialog).findByRole('progressbar', { name: 'Reading the file…' });
    expect(reading).not.toHaveAttribute('aria-valuenow');

    request.respond(200, preview);
    expect(await within(dialog).findByText(/^Recognised as/)).toHaveTextContent(
      'Recognised as Charles Schwab — Transactions',
    );
    expect(within(dialog).getByLabelText('Format')).toHaveValue('schwab-transactions');
    expect(within(dialog).getByText('6 data lines')).toBeVisible();
    const figures = within(within(dialog).getByLabelText('Totals'))
      .getAllByRole('definition')
      .map((dd) => Number(dd.textContent));
    expect(figures).toEqual([3, 1, 1, 1]);
    expect(figures.reduce((sum, n) => sum + n, 0)).toBe(6);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    const table = within(
      within(dialog).getByRole('region', { name: 'Transactions to import' }),
    ).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('5');
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Sell');
    expect(within(dialog).getByRole('region', { name: 'Errors' })).toHaveTextContent(
      'Line 7: Unknown symbol ZZZZ',
    );
    expect(within(dialog).getByRole('region', { name: 'Skipped' })).toHaveTextContent(
      'Line 6: A deposit, not a transaction of a holding',
    );
    expect(within(dialog).getByRole('region', { name: 'Duplicates' })).toHaveTextContent(
      'Line 8: Already in the ledger',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
  });

  it('shows the first 200 transactions and how many more; no import when there are none', async () => {
    const many = Array.from({ length: 205 }, (_, i) => trade(i + 2, 'AAPL'));
    const xhr = installFakeXhr(() => ({
      status: 200,
      body: { ...preview, dataLines: 208, transactions: many },
    }));
    renderPage();
    const { events, dialog } = await openDialog();
    await events.upload(within(dialog).getByLabelText('CSV file'), fileOf(csv));
    expect(await within(dialog).findByText('and 5 more', {}, { timeout: 5000 })).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(201);

    xhr.autoAnswer = () => ({ status: 200, body: { ...preview, dataLines: 3, transactions: [] } });
    await events.upload(within(dialog).getByLabelText('CSV file'), fileOf(csv, 'again.csv'));
    expect(
      await within(dialog).findByRole('button', { name: 'Import 0 transactions' }),
    ).toBeDisabled();
  });

  it('imports with the same file and format, says what it did and refreshes the portfolio', async () => {
    const xhr = installFakeXhr((request) =>
      request.parsedUrl.searchParams.get('dryRun')
        ? { status: 200, body: preview }
        : { status: 201, body: result },
    );
    const fetchMock = renderPage();
    const { events, dialog } = await openDialog();
    const file = fileOf(csv);
    await events.upload(within(dialog).getByLabelText('CSV file'), file);
    await events.click(
      await within(dialog).findByRole('button', { name: 'Import 3 transactions' }),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Imported 3 transactions (1 duplicate, 1 skipped)',
    );
    const commit = xhr.sent[1];
    expect(commit?.parsedUrl.searchParams.get('dryRun')).toBeNull();
    expect(commit?.parsedUrl.searchParams.get('format')).toBe('schwab-transactions');
    expect(commit?.body).toBe(file);
    // The ledger under the dialog was fetched again (holdings and performance share the key).
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === ledgerUrl)).toHaveLength(2),
    );
  });

  it("keeps the dialog and shows the server's message when the import is refused", async () => {
    installFakeXhr((request) =>
      request.parsedUrl.searchParams.get('dryRun')
        ? { status: 200, body: preview }
        : {
            status: 409,
            body: {
              error: { code: 'insufficient-shares', message: 'Line 5 sells 10 AAPL; you hold 0' },
            },
          },
    );
    renderPage();
    const { events, dialog } = await openDialog();
    await events.upload(within(dialog).getByLabelText('CSV file'), fileOf(csv));
    await events.click(
      await within(dialog).findByRole('button', { name: 'Import 3 transactions' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Line 5 sells 10 AAPL; you hold 0',
    );
    expect(screen.getByRole('dialog', { name: 'Import transactions' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
  });

  it('shows a preview refusal (415, not UTF-8) as the server words it', async () => {
    installFakeXhr(() => ({
      status: 415,
      body: { error: { code: 'unsupported-media-type', message: 'The file is not UTF-8 text' } },
    }));
    renderPage();
    const { events, dialog } = await openDialog();
    await events.upload(within(dialog).getByLabelText('CSV file'), fileOf(csv));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not UTF-8 text',
    );
  });

  it('refuses a file over the limit without sending it', async () => {
    const xhr = installFakeXhr();
    renderPage();
    const { events, dialog } = await openDialog();
    const big = fileOf('Date,Symbol\n', 'huge.csv');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await events.upload(within(dialog).getByLabelText('CSV file'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.csv is larger than 10 MiB',
    );
    expect(xhr.sent).toHaveLength(0);
  });

  it('takes a file dropped on the drop zone, and switches to another format on request', async () => {
    const xhr = installFakeXhr(() => ({ status: 200, body: preview }));
    renderPage();
    const { events, dialog } = await openDialog();
    const file = fileOf(csv);
    fireEvent.drop(within(dialog).getByTestId('import-drop-zone'), {
      dataTransfer: { files: [file] },
    });
    expect(
      await within(dialog).findByRole('button', { name: 'Import 3 transactions' }),
    ).toBeEnabled();
    expect(xhr.sent[0]?.body).toBe(file);
    expect(xhr.sent[0]?.parsedUrl.searchParams.get('format')).toBeNull();

    await within(dialog).findByRole('option', { name: 'Fidelity — Activity & Orders' });
    await events.selectOptions(within(dialog).getByLabelText('Format'), 'fidelity-history');
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect(xhr.sent[1]?.parsedUrl.searchParams.get('format')).toBe('fidelity-history');
    expect(xhr.sent[1]?.parsedUrl.searchParams.get('dryRun')).toBe('1');
  });

  it('closes on Escape and gives focus back to the Import button', async () => {
    installFakeXhr();
    renderPage();
    const { events } = await openDialog();
    await events.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus());
  });

  it('links the exports to the contract paths as downloads', async () => {
    renderPage();
    const csvLink = await screen.findByRole('link', { name: 'Export CSV' });
    expect(csvLink).toHaveAttribute('href', portfolioContract.exportTransactions.path);
    expect(csvLink).toHaveAttribute('download');
    const json = screen.getByRole('link', { name: 'Export all my data (JSON)' });
    expect(json).toHaveAttribute('href', accountContract.exportAccount.path);
    expect(json).toHaveAttribute('download');
  });
});
