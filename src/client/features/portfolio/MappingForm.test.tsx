import { screen, within } from '@testing-library/react';
import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, SavedMapping } from '#shared/portfolio/portfolio-import.ts';
import { installFakeXhr, type FakeXhr } from '../../testing/fake-xhr.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { headerCellsOf } from './csv-header.ts';
import { TransactionsPage } from './TransactionsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const generic = { id: 'mapping', broker: 'Your columns', label: 'Column mapping' };
// A bank's export no broker format knows: a title line, then ';'-separated, comma decimals.
const csv = [
  'Depot 0815 – Umsätze',
  'Trade Date;Ticker;Side;Shares;Unit Price;Commission;Total;Ccy;Memo',
  '02.01.2026;AAPL;Kauf;10;"100,50";1;1006;USD;first',
].join('\n');
const mappedPreview: ImportPreview = {
  format: generic,
  dataLines: 1,
  transactions: [
    {
      line: 3,
      type: 'buy',
      symbol: 'AAPL',
      date: '2026-01-02',
      quantity: '10',
      price: '100.5',
      amount: null,
      fees: '1',
      ratio: null,
      note: 'first',
    },
  ],
  skipped: [],
  errors: [],
  duplicates: [],
  suggestions: [],
  openings: [],
};
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const mappingOf = (request: FakeXhr | undefined) =>
  JSON.parse(request?.parsedUrl.searchParams.get('mapping') ?? 'null') as unknown;

describe('headerCellsOf', () => {
  it('finds the header under title lines, with the delimiter that splits it widest', async () => {
    expect(await headerCellsOf(csv)).toEqual([
      'Trade Date',
      'Ticker',
      'Side',
      'Shares',
      'Unit Price',
      'Commission',
      'Total',
      'Ccy',
      'Memo',
    ]);
    expect(
      await headerCellsOf('\uFEFF"Date","Symbol","Qty"\r\n"2026-01-02","AAPL","1"\r\n'),
    ).toEqual(['Date', 'Symbol', 'Qty']);
  });
});

describe('MappingForm', () => {
  it('maps the columns of an unknown file, previews the mapping live and saves it', async () => {
    let saved: SavedMapping[] = [];
    const writes: unknown[] = [];
    mockApi({
      [accountContract.session.path]: { user },
      [`${portfolioContract.transactions.path}?limit=25&offset=0`]: {
        transactions: [],
        total: 0,
        nextOffset: null,
      },
      [portfolioContract.importFormats.path]: { formats: [] },
      [portfolioContract.importMappings.path]: ({
        method,
        body,
      }: {
        method: string;
        body: unknown;
      }) => {
        if (method === 'GET') return json(200, { mappings: saved });
        writes.push([method, body]);
        const entry = {
          id: '5b0d8a53-2f1c-4c44-9a0e-8b6f0f6a1c11',
          createdAt: '2026-11-24T18:00:00.000Z',
          ...(body as { name: string; mapping: SavedMapping['mapping'] }),
        };
        saved = [entry];
        return json(201, { mapping: entry });
      },
      [fillPath(portfolioContract.removeImportMapping.path, {
        id: '5b0d8a53-2f1c-4c44-9a0e-8b6f0f6a1c11',
      })]: ({ method }: { method: string }) => {
        writes.push([method]);
        saved = [];
        return json(204, null);
      },
    });
    const xhr = installFakeXhr((request) =>
      request.parsedUrl.searchParams.get('mapping')
        ? { status: 200, body: mappedPreview }
        : {
            status: 422,
            body: { error: { code: 'unknown-format', message: 'No broker format fits this file' } },
          },
    );
    renderWithProviders(<TransactionsPage />, {
      path: '/portfolio/transactions',
      routePath: '/portfolio/transactions',
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import transactions' });
    await events.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'depot.csv', { type: 'text/csv' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No broker format fits this file',
    );
    // The header is read in the browser (csv-parse is loaded then): slow on a busy machine.
    const date = await within(dialog).findByLabelText('Date', {}, { timeout: 5000 });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '(none)',
      'Trade Date',
      'Ticker',
      'Side',
      'Shares',
      'Unit Price',
      'Commission',
      'Total',
      'Ccy',
      'Memo',
    ]);
    expect(within(dialog).getByLabelText('Format')).toHaveValue('__other');
    // The first guess (every column named as usual) is previewed once the form is still.
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(2), { timeout: 5000 });

    await events.selectOptions(within(dialog).getByLabelText('Amount'), '');
    await events.selectOptions(within(dialog).getByLabelText('Date order'), 'DD.MM.YYYY');
    await events.selectOptions(within(dialog).getByLabelText('Decimal separator'), ',');
    const expected = {
      columns: {
        date: 'Trade Date',
        symbol: 'Ticker',
        type: 'Side',
        quantity: 'Shares',
        price: 'Unit Price',
        fees: 'Commission',
        currency: 'Ccy',
        note: 'Memo',
      },
      dateOrder: 'DD.MM.YYYY',
      decimalSeparator: ',',
    };
    // Debounced: the last change is not sent the moment it is made, but once the form is still.
    expect(mappingOf(xhr.sent.at(-1))).not.toEqual(expected);
    await vi.waitFor(() => expect(mappingOf(xhr.sent.at(-1))).toEqual(expected), {
      timeout: 5000,
    });
    expect(xhr.sent.at(-1)?.parsedUrl.searchParams.get('dryRun')).toBe('1');
    expect(xhr.sent.at(-1)?.parsedUrl.searchParams.get('format')).toBeNull();
    expect(await within(dialog).findByText('1 data line')).toBeVisible();

    await events.type(within(dialog).getByLabelText('Mapping name'), 'My bank');
    await events.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    expect(await within(dialog).findByText('Saved “My bank”.')).toBeVisible();
    expect(writes[0]).toEqual(['POST', { name: 'My bank', mapping: expected }]);
    await events.click(await within(dialog).findByRole('button', { name: 'Delete My bank' }));
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Saved mappings' })).toBeNull(),
    );
    expect(writes[1]).toEqual(['DELETE']);

    // The import sends the same mapping the preview used.
    xhr.autoAnswer = () => ({
      status: 201,
      body: {
        format: generic,
        imported: 1,
        duplicates: 0,
        skipped: 0,
        suggested: 0,
        openings: 0,
        errors: [],
      },
    });
    await events.click(within(dialog).getByRole('button', { name: 'Import 1 transaction' }));
    expect(
      await within(dialog).findByText('Imported 1 transaction (0 duplicates, 0 skipped)'),
    ).toBeVisible();
    expect(mappingOf(xhr.sent.at(-1))).toEqual(expected);
    expect(xhr.sent.at(-1)?.parsedUrl.searchParams.get('dryRun')).toBeNull();
  });
});
