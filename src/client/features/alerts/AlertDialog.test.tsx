import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { alertFixture, json } from '../../testing/alert-fixtures.ts';
import { result } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import { CreateAlertButton } from './CreateAlertButton.tsx';

afterEach(() => vi.unstubAllGlobals());

const quotePath = fillPath(marketDataContract.quote.path, { symbol: 'AAPL' });
const alertPath = fillPath(alertsContract.updateAlert.path, { id: alertFixture().id });

function renderCreate(price: number, changePercent = 1, answer = json(201, alertFixture())) {
  const sent: { method: string; body: unknown }[] = [];
  const fetchMock = mockApi({
    [quotePath]: result('AAPL', price, changePercent),
    [alertsContract.createAlert.path]: (request: { method: string; body: unknown }) => (
      sent.push(request),
      answer
    ),
  });
  const onOpenChange = vi.fn();
  renderWithProviders(<AlertDialog open onOpenChange={onOpenChange} symbol="AAPL" />);
  return { sent, fetchMock, onOpenChange, user: userEvent.setup() };
}

describe('AlertDialog', () => {
  it('starts at the current price to the cent and posts the alert as typed', async () => {
    const { sent, onOpenChange, user } = renderCreate(187.456);
    const price = screen.getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveValue('187.46'));
    await user.clear(price);
    await user.type(price, '195.5');
    await user.click(screen.getByLabelText('Re-arm'));
    expect(screen.getByText(/arms again after the price moves back 0.5 %/i)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note (optional)'), 'Earnings week');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          symbol: 'AAPL',
          condition: 'above',
          value: '195.5',
          repeat: 'rearm',
          note: 'Earnings week',
        },
      },
    ]);
  });

  it("shows the shared schema's message under the field and sends nothing", async () => {
    const { sent, user } = renderCreate(150);
    const price = screen.getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveValue('150.00'));
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price is required');
    await user.type(price, '12.34567');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Price: a number with at most 4 decimal places',
    );
    await user.selectOptions(screen.getByLabelText('Condition'), 'up-percent');
    await user.type(screen.getByLabelText('Percent (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Percent must be at most 100');
    await user.click(screen.getByLabelText('Note (optional)'));
    await user.paste('x'.repeat(201));
    await user.clear(screen.getByLabelText('Percent (%)'));
    await user.type(screen.getByLabelText('Percent (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Note: at most 200 characters');
    expect(sent).toEqual([]);
  });

  it('says before saving that an alert already true fires on its first check', async () => {
    const { user } = renderCreate(210, -6);
    const price = screen.getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveValue('210.00'));
    await user.clear(price);
    await user.type(price, '200');
    expect(screen.getByRole('status')).toHaveTextContent(
      'AAPL is already at or above $200.00: this alert fires on its first check.',
    );
    await user.type(price, '0');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Condition'), 'down-percent');
    await user.type(screen.getByLabelText('Percent (%)'), '5');
    expect(screen.getByRole('status')).toHaveTextContent('AAPL is already down 5% today');
  });

  it('hides the value for 52-week alerts and uses the range the opener knows', async () => {
    mockApi({ [quotePath]: result('AAPL', 250, 1) });
    renderWithProviders(
      <AlertDialog open onOpenChange={vi.fn()} symbol="AAPL" week52={{ high: 249, low: 120 }} />,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Price ($)')).toHaveValue('250.00'));
    await user.selectOptions(screen.getByLabelText('Condition'), 'high-52w');
    expect(screen.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('AAPL is already at its 52-week high');
    await user.selectOptions(screen.getByLabelText('Condition'), 'low-52w');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (the 200-alert cap) and stays open", async () => {
    const { onOpenChange, user } = renderCreate(
      100,
      1,
      json(409, {
        error: { code: 'limit-reached', message: 'You have 200 alerts, the most allowed.' },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Price ($)')).toHaveValue('100.00'));
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 200 alerts, the most allowed.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits an alert with a PATCH of its value, repeat and note; its condition is fixed', async () => {
    const sent: { method: string; body: unknown }[] = [];
    mockApi({
      [quotePath]: result('AAPL', 180, 1),
      [alertPath]: (request: { method: string; body: unknown }) => (
        sent.push(request),
        json(200, alertFixture({ value: '205' }))
      ),
      [alertsContract.alerts.path]: { alerts: [], limit: 200 },
    });
    const onOpenChange = vi.fn();
    renderWithProviders(
      <AlertDialog
        open
        onOpenChange={onOpenChange}
        symbol="AAPL"
        alert={alertFixture({ note: 'Old note' })}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Edit alert for AAPL' })).toBeInTheDocument();
    expect(screen.getByLabelText('Condition')).toBeDisabled();
    const price = screen.getByLabelText('Price ($)');
    expect(price).toHaveValue('200');
    await user.clear(price);
    await user.type(price, '205');
    await user.clear(screen.getByLabelText('Note (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ method: 'PATCH', body: { value: '205', repeat: 'once', note: '' } }]);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    mockApi({ [quotePath]: result('AAPL', 180, 1) });
    renderWithProviders(<CreateAlertButton symbol="AAPL" compact />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Create alert for AAPL' });
    await user.click(opener);
    expect(
      await screen.findByRole('dialog', { name: 'Create alert for AAPL' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
