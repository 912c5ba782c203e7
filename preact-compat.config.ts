import type { Alias } from 'vite';

/**
 * The browser runs Preact 11 behind React's API (docs/decisions/040): every import of react or
 * react-dom, ours and our libraries', resolves to preact/compat in the build and the dev server.
 * The client's unit tests still render with React 19 (Testing Library's CommonJS build requires
 * react-dom itself); the e2e suite runs the Preact build.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
