import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailNotifications } from './EmailNotifications.tsx';

const EX_DIVIDEND = 'Ex-dividend dates in the daily summary';

describe('the e-mail switches', () => {
  it('keeps the ex-dividend switch still while the daily summary it belongs to is off', async () => {
    const onChange = vi.fn();
    const preferences = { emailNotifications: true, dailySummary: false, exDividendEmails: true };
    render(<EmailNotifications preferences={preferences} onChange={onChange} />);
    const exDividend = screen.getByRole('switch', { name: EX_DIVIDEND });
    // Stored as on (the default), but the summary that carries it is off.
    expect(exDividend).toHaveAttribute('aria-checked', 'true');
    expect(exDividend).toBeDisabled();
    expect(exDividend).toHaveAccessibleDescription(/turn the daily summary e-mail on/);
    await userEvent.click(exDividend);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets it be switched off once the daily summary is on', async () => {
    const onChange = vi.fn();
    const preferences = { emailNotifications: false, dailySummary: true, exDividendEmails: true };
    render(<EmailNotifications preferences={preferences} onChange={onChange} />);
    const exDividend = screen.getByRole('switch', { name: EX_DIVIDEND });
    expect(exDividend).toHaveAccessibleDescription(/go ex-dividend the next trading day/);
    await userEvent.click(exDividend);
    expect(onChange).toHaveBeenCalledWith({ exDividendEmails: false });
  });
});
