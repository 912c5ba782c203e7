import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AddPositionDialog } from './AddPositionDialog.tsx';

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
