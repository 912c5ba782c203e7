import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/platform/page-state.ts';
import { signOutPending } from './sign-out-pending.ts';

/**
 * The server's answers for this page (shared/platform/page-state.ts), taken out of the document as they
 * are read: a tab that signs out later must not still hold them. Undefined on a page the server
 * did not render (the service worker's offline shell, `npm run dev`), on a block that does not
 * parse, and while a Log Out waits for the server (decision 070): that page's markup is the old
 * session's, and is rendered anew.
 */
export function takePageState(): PageState | undefined {
  const block = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!block) return undefined;
  block.remove();
  if (signOutPending()) return undefined;
  try {
    const page: unknown = JSON.parse(block.textContent ?? '');
    const valid =
      typeof page === 'object' &&
      page !== null &&
      'renderedAt' in page &&
      typeof page.renderedAt === 'number' &&
      'state' in page &&
      typeof page.state === 'object' &&
      page.state !== null;
    return valid ? (page as PageState) : undefined;
  } catch {
    return undefined;
  }
}
