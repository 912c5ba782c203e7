import { createElement, lazy, type ComponentType } from 'react';

export interface LazyOnIntent<Props extends object> {
  /** Renders at once when the chunk is here, else suspends while it arrives. */
  Component: ComponentType<Props>;
  /**
   * Starts the download; settles when it has arrived or failed (a failure is left for the first
   * render to show).
   */
  preload: () => Promise<void>;
  intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A component whose chunk loads when it is first needed, not with the page, and
 * `intent`: handlers for the control that opens it, so that pointing at or focusing that control
 * starts the download and the click usually finds the chunk ready. Mount the component (inside
 * a Suspense) from the first click on; `import()` hands back the same module each time, so
 * preloading more than once costs nothing. Once the chunk has arrived (a preload, or an earlier
 * mount) the component renders at once, without suspending first.
 */
export function lazyOnIntent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyOnIntent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = async () => (loaded = await load());
  // A failed preload is not an error the user sees: the click loads again (and shows it).
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  // The chunk's component or the lazy one, each made once: nothing remounts between renders.
  const Component = (props: Props) => createElement(loaded ?? Lazy, props);
  return {
    Component,
    preload,
    intent: {
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
    },
  };
}
