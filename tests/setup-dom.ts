import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { modalDialogCode } from '#client/components/ui/Dialog.tsx';

// In the browser a dialog's code arrives once the page has settled (Dialog.tsx); here it is
// loaded before the first test, so a dialog opens at once as it does for a user who clicks.
beforeAll(async () => {
  modalDialogCode.preload();
  await import('#client/components/ui/ModalDialog.tsx');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => cleanup());

// jsdom has the <dialog> element without its methods (jsdom issue 3294). What ModalDialog relies
// on, as the browser does it: showModal() opens it and focuses its first field or button, close()
// closes it and fires 'close', and Escape cancels the top one ('cancel', then close).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    modals.push(this);
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector(FOCUSABLE);
    (first instanceof HTMLElement ? first : this).focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    // The browser fires 'close' in a task of its own; here at once, so a test need not wait.
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
