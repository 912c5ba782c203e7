import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteField } from './NoteField.tsx';

const LONG =
  'Trim above 1,000 before the March earnings; the guidance last quarter leaned on data-centre ' +
  'demand that may not last.';

describe('NoteField', () => {
  it('holds a long note whole: wrapped text, and the same text as its title', () => {
    render(<NoteField symbol="NVDA" note={LONG} onSave={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Note for NVDA' });
    expect(field).toHaveValue(LONG);
    expect(field).toHaveAttribute('title', LONG);
    expect(field.tagName).toBe('TEXTAREA');
  });

  it('saves on Enter without adding a line break', async () => {
    const onSave = vi.fn();
    render(<NoteField symbol="AAPL" note={null} onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for AAPL' }), 'hold{Enter}');
    expect(onSave).toHaveBeenCalledWith('hold');
  });
});
