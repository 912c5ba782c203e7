/**
 * The theme before first paint (decision 064). index.html carries this script inline (the
 * build's `inlineThemeScript` puts it there) and the server's CSP allows exactly this text by its
 * SHA-256 (`themeScriptSource` in plugins/security.ts): a blocking script that costs no request,
 * and still no inline script of any other text may run.
 */

/** 'dark', 'light', or absent (the system's setting); written by client/lib/theme.ts. */
export const THEME_STORAGE_KEY = 'tickerdeck:theme';

/**
 * Mirrors `applyTheme` in client/lib/theme.ts: a saved Light or Dark (written when a signed-in
 * user's preferences load) wins; none (visitors, and the 'system' theme) follows the system.
 */
export const THEME_INIT_SCRIPT = `(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem('${THEME_STORAGE_KEY}');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (error) {
    dark = false;
  }
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();`;
