import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holding } from '../../testing/holding-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { HoldingsTable } from './HoldingsTable.tsx';

afterEach(() => vi.unstubAllGlobals());

// 10 shares at 100, priced at 120, down 5 today.
const aapl = holding('AAPL', {
  dayChange: '-5',
  lots: [{ accountId: 'a1', buyId: 'AAPL-1', date: '2026-01-05', quantity: '10', price: '100' }],
});

const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));

function renderHoldings() {
  const onSell = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <HoldingsTable
      holdings={[aapl]}
      onSell={onSell}
      onDelete={onDelete}
      rowAction={(holding) => <button type="button">Alert on {holding.symbol}</button>}
    />,
  );
  return { onSell, onDelete };
}

describe('HoldingsTable', () => {
  it('is a table on a wide screen', () => {
    screenWidth(1280);
    renderHoldings();
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Holdings' })).toBeNull();
  });

  it('is a card per holding below 640 px, with every figure labelled and every action', async () => {
    screenWidth(390);
    const { onSell, onDelete } = renderHoldings();
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(screen.getByRole('list', { name: 'Holdings' })).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    const figure = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(within(card).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/stock/AAPL');
    expect(within(card).getAllByText('$1,200.00')[0]).toBeVisible();
    expect(figure('Shares')).toHaveTextContent('10');
    expect(figure('Avg Price')).toHaveTextContent('$100.00');
    expect(figure('Current')).toHaveTextContent('$120.00');
    expect(figure('Day')).toHaveTextContent('-$5.00');
    expect(figure('Gain/Loss')).toHaveTextContent('$200.00 (+20.00%)');

    const events = userEvent.setup();
    expect(within(card).getByRole('button', { name: 'Alert on AAPL' })).toBeVisible();
    await events.click(within(card).getByRole('button', { name: 'Sell AAPL' }));
    expect(onSell).toHaveBeenCalledWith(aapl);
    await events.click(within(card).getByRole('button', { name: 'Delete AAPL position' }));
    expect(onDelete).toHaveBeenCalledWith(aapl);
    await events.click(within(card).getByRole('button', { name: 'AAPL lots' }));
    expect(within(card).getByText('2026-01-05: 10 shares at $100.00')).toBeVisible();
  });
});
