// Home's first screen for a visitor, painted by index.html before any of the app's code has arrived
// (docs/decisions/0220-web-home-paints-before-its-code.md). The visitor hero is home's largest paint and needs no
// data, only its three texts: the shell draws it with the class names AccountHero renders (their style is in
// index.html's <style>), at the place the page puts it, so React's render replaces it with the very same box.

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
