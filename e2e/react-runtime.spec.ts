import { expect, test } from './fixtures.ts';

// The product runs React 19 in the browser, the same React its unit tests render. A
// build that swapped React for a look-alike (decision 040's preact/compat alias) fails here.

test('the page runs React itself: a React root on #root, React fibers on its elements', async ({
  page,
}) => {
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  const runtime = await page.evaluate(() => {
    const root = document.getElementById('root');
    const heading = document.querySelector('h1');
    const reactKeys = (node: Element | null) =>
      node ? Object.keys(node).filter((key) => key.startsWith('__react')) : [];
    return {
      // createRoot and hydrateRoot mark their container; each element React made carries its fiber.
      container: reactKeys(root).some((key) => key.startsWith('__reactContainer$')),
      fiber: reactKeys(heading).some((key) => key.startsWith('__reactFiber$')),
      // Preact keeps its virtual tree on the container under its own (mangled) keys.
      preact: root !== null && ('__k' in root || '_children' in root),
    };
  });
  expect(runtime).toEqual({ container: true, fiber: true, preact: false });
});
