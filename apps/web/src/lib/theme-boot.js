// Runs inline in index.html's <head>, before the first paint, so the page never flashes the other theme
// (docs/decisions/0153-web-light-theme.md). scripts/vite-theme-boot.ts inlines it; the server's CSP allows it by its
// hash and no other inline script (0181). Same rule as lib/theme.ts (a unit test holds them equal).
(function () {
  var choice = 'system';
  try {
    var stored = JSON.parse(localStorage.getItem('mecha.themeChoice') || 'null');
    if (stored === 'light' || stored === 'dark') choice = stored;
  } catch (e) {
    // No storage (private mode) or a hand-edited value: follow the system.
  }
  var light = choice === 'system' ? !!(window.matchMedia && matchMedia('(prefers-color-scheme: light)').matches) : choice === 'light';
  var theme = light ? 'light' : 'dark';
  document.documentElement.setAttribute('data-theme', theme);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', light ? '#f7f9fc' : '#070b14');
})();
