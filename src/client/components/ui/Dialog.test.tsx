import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete list
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Delete this list?">
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

/** Renders the opener and clicks it: the dialog is open. */
async function openDialog() {
  const user = userEvent.setup();
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Delete list' });
  await user.click(opener);
  return { user, opener };
}

describe('Dialog', () => {
  it('renders nothing until its first opening', () => {
    const { container } = render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.innerHTML).toBe('<button type="button">Delete list</button>');
  });

  it('opens labelled by its title, and gives focus back to the opener when it closes', async () => {
    const { user, opener } = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Delete this list?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape, telling its parent, and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Closed by its parent's state, not only by the browser: it opens again on the next click.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Delete this list?' })).toBeInTheDocument();
  });
});
