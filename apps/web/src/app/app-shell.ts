// index.html draws a static app shell (navigation bar, tab bar, skeleton) so the phone paints something before
// any script has run. It stays over the boot screen until the first real page is on screen, then goes, so the
// player sees shell → page and never a blank or a lone spinner in between.
export function removeAppShell(): void {
  document.getElementById('app-shell')?.remove();
}
