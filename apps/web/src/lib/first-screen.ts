// First screens painted by index.html before any of the app's code has run. Home's for a visitor
// (docs/decisions/0220-web-home-paints-before-its-code.md): the visitor hero is home's largest paint and needs no
// data, only its three texts. The news page's first banner once its image has loaded (0221). The shell draws each
// with the class names the page's component renders (their style is in index.html's <style>), at the place the page
// puts it, so React's render replaces it with the very same box.

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

/** The news page's banner list as the banner read answers it: only what the first slide shows. */
type BannerList = { list?: { Title?: unknown }[] };

/**
 * Replaces the shell's first skeleton block with the news page's carousel at its first banner, with the class names
 * BannerCarousel renders (their style is in index.html). `image` has loaded: it is the page's largest paint, which
 * otherwise waited for all of the app's code and its first render. false when the shell or the banner is not there.
 */
export function paintFirstBanner(data: unknown, image: HTMLImageElement, doc: Document = document): boolean {
  const body = doc.querySelector('#app-shell .body');
  const block = body?.querySelector('.block');
  const list = (data as BannerList | null)?.list;
  if (!body || !block || !Array.isArray(list) || !list.length) return false;
  const element = (tag: string, className: string, ...children: (Node | string)[]) => {
    const el = doc.createElement(tag);
    el.className = className;
    el.append(...children);
    return el;
  };
  const img = doc.createElement('img');
  img.className = 'banner-image';
  img.alt = '';
  img.width = 750;
  img.height = 400;
  img.src = image.src;
  const title = list[0]!.Title;
  const slide = element('div', 'banner-slide', element('div', 'banner-link', img, element('span', 'banner-caption', typeof title === 'string' ? title : '')));
  const carousel = element('section', 'banner-carousel', element('div', 'banner-track', slide));
  // The dots as the carousel draws them, the first lit; spans, as the shell holds nothing focusable.
  if (list.length > 1) carousel.append(element('div', 'banner-dots', ...list.map((_, i) => element('span', i === 0 ? 'banner-dot banner-active' : 'banner-dot'))));
  body.classList.add('page-body');
  // The skeleton blocks below stay where they are: moving them would be a layout shift of the shell's own.
  const holder = element('div', '', carousel);
  holder.style.minHeight = (block as HTMLElement).style.height;
  block.replaceWith(holder);
  return true;
}
