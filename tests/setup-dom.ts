import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { modalDialogCode } from '../src/client/components/ui/Dialog.tsx';
import { renderInTurns } from '../src/client/lib/render-in-turns.ts';

// In the browser the first page renders a part per task (decision 056); here every part renders
// at once, as after a navigation, so a test sees what it rendered (render-in-turns.test.tsx
// turns it back on for itself).
renderInTurns(false);

// In the browser a dialog's code arrives once the page has settled (Dialog.tsx); here it is
// loaded before the first test, so a dialog opens at once as it does for a user who clicks.
beforeAll(async () => {
  modalDialogCode.preload();
  await import('../src/client/components/ui/ModalDialog.tsx');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => cleanup());
