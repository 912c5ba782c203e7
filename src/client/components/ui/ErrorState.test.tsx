import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('ErrorState', () => {
  it("says SPEC's message with Try again online", () => {
    render(<ErrorState message="Failed to load market overview" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load market overview');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says offline that the page was not saved for offline use, with a Retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to load market overview" onRetry={onRetry} />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved for offline use');
    expect(screen.queryByText('Failed to load market overview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
