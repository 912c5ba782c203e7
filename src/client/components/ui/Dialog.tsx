import { Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from '../../lib/after-page-settles.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import type { DialogProps } from './ModalDialog.tsx';

/**
 * The modal's code (ModalDialog.tsx, about 1 kB gzip), loaded once a page has settled rather than
 * with the screen: /watchlist and /profile show no dialog until a click, and their first render
 * should not wait for, nor evaluate, code nobody has asked for yet.
 */
export const modalDialogCode = lazyOnIntent(
  async () => (await import('./ModalDialog.tsx')).ModalDialog,
);

let preloadScheduled = false;
function preloadWhenSettled() {
  if (preloadScheduled) return;
  preloadScheduled = true;
  afterPageSettles(modalDialogCode.preload);
}

/**
 * An accessible modal (ModalDialog.tsx). Until its first opening it renders nothing and needs no
 * code; from then on it stays mounted, so closing it still gives focus back where it was.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  useEffect(preloadWhenSettled, []);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <modalDialogCode.Component {...props} />
    </Suspense>
  );
}
