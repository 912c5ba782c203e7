import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'markets', element: <h1>Markets</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLayout', () => {
  it('offers the five sections of SPEC §2 in order', () => {
    renderAt('/');
    const [nav] = screen.getAllByRole('navigation', { name: 'Main' });
    if (!nav) throw new Error('no main navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Markets', 'Portfolio', 'Watchlist', 'Profile']);
  });

  it('closes the mobile menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the mobile menu did not open');
    await user.click(within(menu).getByRole('link', { name: 'Markets' }));
    expect(router.state.location.pathname).toBe('/markets');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('clears the search box on every route change', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const search = screen.getByRole('searchbox', { name: 'Search stocks' });
    await user.type(search, 'apple');
    expect(search).toHaveValue('apple');
    await router.navigate('/markets');
    expect(await screen.findByRole('heading', { name: 'Markets' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search stocks' })).toHaveValue('');
  });
});
