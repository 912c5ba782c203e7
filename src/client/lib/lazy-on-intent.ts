import { lazy, type ComponentType } from 'react';

/**
 * A component whose chunk loads when it is first needed, not with the page (issue 19), and
 * `intent`: handlers for the control that opens it, so that pointing at or focusing that control
 * starts the download and the click usually finds the chunk ready. Mount the component (inside
 * a Suspense) from the first click on; `import()` hands back the same module each time, so
 * preloading more than once costs nothing.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const preload = () => {
    // A failed preload is not an error the user sees: the click loads again (and shows it).
    load().catch(() => undefined);
  };
  return {
    Component: lazy(async () => ({ default: await load() })),
    preload,
    intent: { onPointerEnter: preload, onFocus: preload },
  };
}
