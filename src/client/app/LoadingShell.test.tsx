import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingShell } from './LoadingShell.tsx';

/** The node without comments and whitespace-only text, for a comparison of structure. */
function trimmed(node: Node): Node {
  const copy = node.cloneNode(true);
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const drop: Node[] = [];
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current.nodeType === Node.COMMENT_NODE || !current.textContent?.trim()) drop.push(current);
    else current.textContent = current.textContent.trim();
  }
  for (const node of drop) node.parentNode?.removeChild(node);
  return copy;
}

describe('LoadingShell', () => {
  it("is index.html's static loading screen, so React's first render changes nothing", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const staticShell = page.getElementById('root')?.firstElementChild;
    const rendered = render(<LoadingShell />).container.firstElementChild;
    if (!staticShell || !rendered)
      throw new Error('no loading screen in index.html or LoadingShell');
    expect(trimmed(rendered).isEqualNode(trimmed(staticShell))).toBe(true);
  });
});
