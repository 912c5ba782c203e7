import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { json } from '../../testing/alert-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AlertOffPage } from './AlertOffPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'signed-token_0123456789abcdef';
const preview = { symbol: 'AAPL', description: 'AAPL rises to or above $200.00', paused: false };

function renderOff(
  answer: (request: { method: string; body: unknown }) => Response,
  query = `?token=${token}`,
) {
  const calls: { method: string; body: unknown }[] = [];
  const fetchMock = mockApi({
    [alertsContract.alertOffPreview.path]: (request: { method: string; body: unknown }) => (
      calls.push(request),
      answer(request)
    ),
  });
  renderWithProviders(<AlertOffPage />, {
    path: `/alerts/off${query}`,
    routePath: '/alerts/off',
  });
  return { calls, fetchMock, user: userEvent.setup() };
}

describe('AlertOffPage', () => {
  it('only reads on load: it names the alert and posts nothing until the button', async () => {
    const { calls, fetchMock } = renderOff(() => json(200, preview));
    expect(
      await screen.findByText('Turn off the alert: AAPL rises to or above $200.00?'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', body: undefined }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`token=${token}`);
  });

  it('turns the alert off with a POST of the token', async () => {
    const { calls, user } = renderOff(({ method }) =>
      json(200, { ...preview, paused: method === 'POST' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This alert is off. You can turn it back on at /alerts.',
    );
    expect(calls).toEqual([
      { method: 'GET', body: undefined },
      { method: 'POST', body: { token } },
    ]);
  });

  it('says so when the link is invalid or expired', async () => {
    const { calls } = renderOff(() =>
      json(400, { error: { code: 'validation-failed', message: 'This link is not valid' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has expired.',
    );
    expect(calls).toEqual([{ method: 'GET', body: undefined }]);
  });

  it('asks the server nothing for a link without a well-formed token', async () => {
    const { fetchMock } = renderOff(() => json(200, preview), '?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
  it('offers another try when the server did not answer, without calling the link invalid', async () => {
    let failing = true;
    const { user } = renderOff(() =>
      failing
        ? json(503, { error: { code: 'http-error', message: 'Unavailable' } })
        : json(200, preview),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this alert.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Turn off the alert: AAPL rises to or above $200.00?'),
    ).toBeInTheDocument();
  });
});
