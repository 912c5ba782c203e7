import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { sharingContract } from '#shared/sharing/sharing.contract.ts';
import { json } from '../../testing/alert-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ShareWatchlistButton } from './ShareWatchlistButton.tsx';

afterEach(() => vi.unstubAllGlobals());

const listId = '5b0c1f9e-0d7a-4c1e-9f51-2d0b7a3c9e11';
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('ShareWatchlistButton', () => {
  it('makes a link, shows its full address to copy, and stops sharing', async () => {
    const calls: string[] = [];
    mockApi({
      [fillPath(sharingContract.shareWatchlist.path, { listId })]: ({
        method,
      }: {
        method: string;
      }) => {
        calls.push(method);
        return method === 'POST'
          ? json(201, { token, path: `/shared/${token}` })
          : new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<ShareWatchlistButton listId={listId} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/shared/${token}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/${token}`);
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it("shows the server's words when the list cannot be shared", async () => {
    mockApi({
      [fillPath(sharingContract.shareWatchlist.path, { listId })]: () =>
        json(404, { error: { code: 'not-found', message: 'No such watchlist.' } }),
    });
    renderWithProviders(<ShareWatchlistButton listId={listId} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such watchlist.');
  });
});
