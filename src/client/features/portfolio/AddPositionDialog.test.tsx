import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AddPositionDialog } from './AddPositionDialog.tsx';
import { todayIso } from './trade-fields.ts';

afterEach(() => vi.unstubAllGlobals());

describe('AddPositionDialog', () => {
  it("shows SPEC §5's messages before anything is sent", async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Please select a stock')).toBeVisible();
    expect(screen.getByText('Number of shares is required')).toBeVisible();
    expect(screen.getByText('Purchase price is required')).toBeVisible();
    await user.type(screen.getByLabelText('Shares'), '0');
    await user.type(screen.getByLabelText('Purchase price'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Shares must be greater than 0')).toBeVisible();
    expect(screen.getByText('Price must be greater than 0')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('totals shares × price without float drift', async () => {
    mockApi({});
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shares'), '3');
    await user.type(screen.getByLabelText('Purchase price'), '0.1');
    expect(screen.getByText('$0.30')).toBeVisible();
  });
});

describe('AddPositionDialog as a dated buy', () => {
  it('posts a buy with its date and fees, the date not in the future', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      '/api/search': {
        results: [{ symbol: 'MSFT', description: 'Microsoft Corp', type: 'Common Stock' }],
      },
      '/api/quotes/MSFT': () => new Response(null, { status: 503 }),
      '/api/portfolio/transactions': ({ body }: { body: unknown }) => {
        bodies.push(body);
        return new Response(null, { status: 500 });
      },
    });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Date')).toHaveValue(todayIso());
    await user.type(screen.getByLabelText('Search stock'), 'MSFT');
    await user.click(await screen.findByRole('button', { name: /MSFT/ }));
    await user.type(screen.getByLabelText('Shares'), '2');
    await user.type(screen.getByLabelText('Purchase price'), '300.5');
    await user.type(screen.getByLabelText('Fees (optional)'), '1');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2999-12-31');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeVisible();
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2024-03-15');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Failed to add position to portfolio')).toBeVisible();
    expect(bodies).toEqual([
      {
        type: 'buy',
        symbol: 'MSFT',
        name: 'Microsoft Corp',
        date: '2024-03-15',
        quantity: '2',
        price: '300.5',
        fees: '1',
      },
    ]);
    expect(fetchMock).toHaveBeenCalled();
  });
});
