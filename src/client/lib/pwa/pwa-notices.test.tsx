import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSavedAt, noteServedFromCache } from './offline-status.ts';
import { PwaNotices } from './pwa-notices.tsx';
import { offerUpdate } from './service-worker.ts';

const renderNotices = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PwaNotices />
    </QueryClientProvider>,
  );

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  clearSavedAt();
});

describe('the offline banner', () => {
  it('says nothing while online', () => {
    renderNotices();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the app is offline and how old the data on screen is', () => {
    renderNotices();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline — what you see may be/);
    act(() => noteServedFromCache('Tue, 24 Nov 2026 15:41:00 GMT'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — showing data from Nov 24, 10:41 AM ET. It refreshes when you are back online.',
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the update notice', () => {
  it('offers the new version and only switches when the user clicks Reload', async () => {
    const apply = vi.fn();
    renderNotices();
    act(() => offerUpdate(apply));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('A new version of Tickerdeck is available.');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
