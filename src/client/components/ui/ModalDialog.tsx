import clsx from 'clsx';
import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/**
 * An accessible modal on the browser's own `<dialog>` (decision 057): `showModal()` makes the
 * rest of the page inert, puts the dialog in the top layer and moves focus into it; Escape and
 * a click on the backdrop close it; focus goes back to what had it before. `wide` is for content
 * with tables (the import preview); on a phone every dialog takes the screen's width. Screens use
 * Dialog.tsx, which loads this module only when a dialog is about to open.
 */
export function ModalDialog(props: DialogProps) {
  if (!props.open) return null;
  // In the body, not inside the opener's markup: a form in a dialog must not sit in another form,
  // and the dialog's events must not bubble into the row or card that opened it.
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onOpenChange, title, description, wide = false, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnOpenChange = useRef(onOpenChange);
  useLayoutEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });
  const requestClose = () => latestOnOpenChange.current(false);
  // Where a press started: a drag from a field inside that ends on the backdrop is not a click
  // on the backdrop.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement ? active : null;
    // Escape (or the phone's back gesture) closes the dialog natively; the parent hears of it.
    // The listener goes before the cleanup's own close(), so unmounting does not call back.
    const onClosed = () => latestOnOpenChange.current(false);
    dialog.addEventListener('close', onClosed);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
      // WCAG 2.4.3: back to the button that opened it, if it is still on the page.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const isOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  };

  return (
    // The backdrop click is the pointer's shortcut for closing; the keyboard has Escape (native to
    // <dialog>) and the Close button, so the handlers below need no key listener.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={clsx(
        'm-auto max-h-[90dvh] w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        wide ? 'max-w-3xl' : 'max-w-md',
      )}
      onPointerDown={(event) => (pressedOnBackdrop.current = isOnBackdrop(event))}
      onClick={(event) => {
        if (pressedOnBackdrop.current && isOnBackdrop(event)) requestClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={clsx('relative', wide ? 'p-4 sm:p-6' : 'p-6')}>
        <h2 id={titleId} className="pr-8 text-xl font-semibold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        ) : null}
        {children}
        <button
          type="button"
          aria-label="Close"
          onClick={() => requestClose()}
          className="absolute top-4 right-4 rounded-lg p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
