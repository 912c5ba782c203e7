import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { modalDialogCode } from '../src/client/components/ui/Dialog.tsx';

// In the browser a dialog's code arrives once the page has settled (Dialog.tsx); here it is
// loaded before the first test, so a dialog opens at once as it does for a user who clicks.
beforeAll(async () => {
  modalDialogCode.preload();
  await import('../src/client/components/ui/ModalDialog.tsx');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => cleanup());
