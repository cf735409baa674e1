// Home's first screen for a visitor, painted by index.html before any of the app's code has arrived
// (docs/decisions/0220-web-home-paints-before-its-code.md). The visitor hero is home's largest paint and needs no
// data, only its three texts: the shell draws it with the class names AccountHero renders (their style is in
// index.html's <style>), at the place the page puts it, so React's render replaces it with the very same box.

/** The shell's navigation title, then its five tab labels in the tab bar's order (app/tabs.ts). */
export type ShellTexts = [string, string, string, string, string, string];

/**
 * Puts the stored language into the shell: index.html's navigation title and tab labels are written in zh-CN, and a
 * player who reads another language would see them change when the app replaces the shell. <html lang> too, as
 * app/document-meta.ts sets it later: the CJK fonts pick their glyphs by it.
 */
export function labelShell(language: string, texts: ShellTexts, doc: Document = document): void {
  doc.documentElement.lang = language;
  const [title, ...tabs] = texts;
  const labelled = [doc.querySelector('#app-shell .nav'), ...doc.querySelectorAll('#app-shell .tabs .tab')];
  labelled.forEach((element, i) => {
    const label = i === 0 ? title : tabs[i - 1];
    if (!element || label === undefined) return;
    // Each holds its icon and then its text: the text is replaced, the icon stays.
    for (const node of [...element.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
    element.append(label);
  });
}

/** Title, body and call to action, in that order. */
export type VisitorHeroTexts = [string, string, string];

/** Replaces the shell's first skeleton block with the visitor hero; false when the shell is not there. */
export function paintVisitorHero(texts: VisitorHeroTexts, doc: Document = document): boolean {
  const body = doc.querySelector('#app-shell .body');
  const block = body?.querySelector('.block');
  if (!body || !block) return false;
  const [title, text, cta] = texts;
  const hero = doc.createElement('section');
  hero.className = 'account-hero account-hero-visitor';
  const parts: [string, string, string][] = [
    ['h2', 'account-hero-title', title],
    ['p', 'account-hero-body', text],
    // A span, not a link: the shell is aria-hidden and takes no taps, so it must hold nothing focusable.
    ['span', 'account-hero-cta', cta],
  ];
  for (const [tag, className, content] of parts) {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = content;
    hero.append(element);
  }
  body.classList.add('page-body');
  block.replaceWith(hero);
  return true;
}
