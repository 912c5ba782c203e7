import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect.tsx';

const columns = { symbol: 'Symbol', price: 'Price', changePercent: 'Change %' } as const;

describe('SortSelect', () => {
  it('is named by its label and offers every column each way, in the order given', () => {
    render(
      <SortSelect
        label="Sort by"
        columns={columns}
        sort={{ key: 'price', ascending: false }}
        onSort={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Symbol ↑', 'symbol:asc'],
      ['Symbol ↓', 'symbol:desc'],
      ['Price ↑', 'price:asc'],
      ['Price ↓', 'price:desc'],
      ['Change % ↑', 'changePercent:asc'],
      ['Change % ↓', 'changePercent:desc'],
    ]);
    // The sort in force is the one chosen.
    expect(select).toHaveValue('price:desc');
    expect(screen.getByRole('option', { name: 'Price ↓' })).toHaveProperty('selected', true);
  });

  it('answers a choice with its column and direction', async () => {
    const onSort = vi.fn();
    render(
      <SortSelect
        label="Sort by"
        columns={columns}
        sort={{ key: 'symbol', ascending: true }}
        onSort={onSort}
      />,
    );
    const events = userEvent.setup();
    await events.selectOptions(screen.getByLabelText('Sort by'), 'Change % ↓');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'changePercent', ascending: false });
    await events.selectOptions(screen.getByLabelText('Sort by'), 'Price ↑');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'price', ascending: true });
    expect(onSort).toHaveBeenCalledTimes(2);
  });
});
