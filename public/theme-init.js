// Applies the theme before first paint. Mirrors src/client/lib/theme.ts (keep the key in sync):
// a saved Light or Dark (written when a signed-in user's preferences load) wins; none (visitors,
// and the 'system' theme) follows the system.
(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem('tickerdeck:theme');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (error) {
    dark = false;
  }
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
