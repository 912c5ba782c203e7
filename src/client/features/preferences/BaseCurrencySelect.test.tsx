import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { BaseCurrencySelect } from './BaseCurrencySelect.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const path = preferencesContract.baseCurrency.path;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function renderSelect(saved: string, put: (body: unknown) => Response) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    [path]: (request: { method: string; body?: unknown }) =>
      request.method === 'PUT' ? put(request.body) : json({ baseCurrency: saved }),
  });
  renderWithProviders(<BaseCurrencySelect />);
  const puts = () =>
    fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'PUT');
  return { puts };
}

describe('BaseCurrencySelect', () => {
  it('offers the base currencies by name and saves the one picked', async () => {
    const { puts } = renderSelect('USD', (body) => json(body));
    const select = await screen.findByRole('combobox', { name: 'Base currency' });
    await vi.waitFor(() => expect(select).toHaveValue('USD'));
    expect(screen.getByRole('option', { name: 'EUR — Euro' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'JPY — Japanese yen' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.queryByRole('option', { name: /THB/ })).toBeNull();
    await userEvent.selectOptions(select, 'CHF');
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    const [[, init] = []] = puts();
    expect(JSON.parse(String(init?.body))).toEqual({ baseCurrency: 'CHF' });
    expect(select).toHaveValue('CHF');
  });

  it('puts the saved currency back when saving the new one fails', async () => {
    const { puts } = renderSelect('GBP', failWith(500));
    const select = await screen.findByRole('combobox', { name: 'Base currency' });
    await vi.waitFor(() => expect(select).toHaveValue('GBP'));
    await userEvent.selectOptions(select, 'EUR');
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    await vi.waitFor(() => expect(select).toHaveValue('GBP'));
  });
});
