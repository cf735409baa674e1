import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core's WCAG 2.0–2.2 A and AA rules, plus target-size (2.5.8, 24 × 24 CSS px or enough spacing), which axe
// ships disabled. docs/decisions/0154-web-accessibility-checks.md.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each one's rule, help
 * text and the selectors of the nodes at fault. Soft: the test goes on, so one run lists every page at fault.
 * Every rule runs in the dark theme, colour contrast again in the light one (the system preference picks the
 * theme, so the page must be on the `system` choice). `exclude` leaves out what the app does not own (a framed
 * partner page).
 */
export async function expectNoSeriousViolations(page: Page, label: string, options: { exclude?: string[] } = {}): Promise<void> {
  // Let transitions (sheets sliding in, toasts fading) end, so colours are measured at rest.
  await page.waitForTimeout(350);
  const light = await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches);
  // The theme switches below must not animate: a chip's `transition: color, background` started by the switch was
  // read by axe at its first frame (the light theme's colours on the dark panel, 3.57:1 in CI) when no frame had
  // been drawn in the wait. Colours then change at once, and are measured as each theme has them.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  // Every rule in the dark theme (the app's own look), then colour contrast again in the light one.
  const violations: Violation[] = [];
  for (const [scheme, runOnly] of [
    ['dark', { type: 'tag', values: WCAG_TAGS }],
    ['light', { type: 'rule', values: ['color-contrast'] }],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.waitForTimeout(300);
    let builder = new AxeBuilder({ page }).options({ runOnly: { type: runOnly.type, values: [...runOnly.values] }, rules: { 'target-size': { enabled: true } } });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const restore = await flattenGradients(page);
    const results = await builder.analyze().finally(restore);
    violations.push(...results.violations.map((v) => ({ ...v, id: `${v.id} (${scheme})` })));
  }
  await page.emulateMedia({ colorScheme: light ? 'light' : 'dark' });
  await page.evaluate(() => document.getElementById('axe-no-transitions')?.remove());
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map((v) => {
    const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
  });
  expect.soft(blocking.length, `axe on ${label} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}

/**
 * axe cannot measure text over a gradient (it reports "incomplete", not a violation), and the app's backdrop, its
 * panels and its buttons are all gradients, so without this colour contrast would go unchecked almost everywhere.
 * For the run, each gradient background becomes one solid colour: of its stops (laid over the solid colour
 * beneath), the one with the least contrast against the element's own text colour. Returns the undo.
 */
async function flattenGradients(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const parts = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const beneath = (el: Element): Rgba => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor)[0];
        if (colour && colour[3] > 0.5) return colour;
      }
      return parse(getComputedStyle(document.documentElement).backgroundColor)[0] ?? [255, 255, 255, 1];
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      // The page's backdrop counts as its base colour: its glows are faint (at most 16 %) and fade out within the
      // top of the page, so their brightest point would stand for a page that is nowhere that bright.
      const backdrop = el.id === 'root';
      // A scrim over a picture: what is under it is the picture, which no flat colour stands for.
      if (el.parentElement?.querySelector(':scope > img, :scope > picture, :scope > canvas')) continue;
      const style = getComputedStyle(el);
      // Text painted with the gradient itself (background-clip: text) has no backdrop of its own to flatten.
      if (!style.backgroundImage.includes('gradient') || style.backgroundClip === 'text') continue;
      const base = over(parse(style.backgroundColor)[0] ?? [0, 0, 0, 0], beneath(el));
      const text = parse(style.color)[0]!;
      const stops = parse(style.backgroundImage).map((stop) => over(stop, base));
      const worst = backdrop ? base : (stops.sort((a, b) => contrast(a, text) - contrast(b, text))[0] ?? base);
      el.dataset.axeFlat = el.getAttribute('style') ?? '';
      // No transition to the flat colour: a chip's `transition: background` made axe read a colour halfway there
      // (4.27:1 and 4.48:1 in CI where the worst stop gives 6.1:1).
      el.style.setProperty('transition', 'none', 'important');
      el.style.setProperty('background-image', 'none', 'important');
      el.style.setProperty('background-color', `rgb(${worst.slice(0, 3).map(Math.round).join(' ')})`, 'important');
    }
  });
  return async () => {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-axe-flat]')) {
        const original = el.dataset.axeFlat!;
        if (original) el.setAttribute('style', original);
        else el.removeAttribute('style');
        delete el.dataset.axeFlat;
      }
    });
  };
}

type SmallTarget = { label: string; width: number; height: number; near: string };

/**
 * Measures every visible interactive element (WCAG 2.5.8, target size minimum): each is at least 24 × 24 CSS px,
 * or a 24 px circle on its centre reaches no other target nor another small target's circle (the spacing
 * exception). Links inside running text are exempt (the inline exception), as is a native control hidden behind
 * its label when the label is the target.
 */
export async function expectTapTargets(page: Page, label: string): Promise<void> {
  const small = await page.evaluate<SmallTarget[]>(() => {
    const MIN = 24;
    const SELECTOR = 'a[href], button, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${id ? `[data-testid="${id}"]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element, r: DOMRect) => {
      if (r.width < 2 || r.height < 2) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      return el.closest('[aria-hidden="true"], [inert]') === null;
    };
    // Text around a link inside a paragraph or list item makes it an inline link.
    const inline = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.parentElement?.closest('p, li, dd, td, span');
      if (!block) return false;
      return (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    };
    const labelTarget = (el: Element) => {
      const labels = (el as HTMLInputElement).labels;
      if (!labels) return null;
      for (const l of labels) {
        const r = l.getBoundingClientRect();
        if (r.width >= MIN && r.height >= MIN) return l;
      }
      return null;
    };
    const all = [...document.querySelectorAll(SELECTOR)];
    const targets = all
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => visible(el, r) && !el.matches(':disabled'))
      // A control inside another target (an input inside a clickable label, a button inside a link) counts as that one.
      .filter(({ el }, _i, list) => !list.some((o) => o.el !== el && o.el.contains(el) && o.el.tagName === 'LABEL'));
    const isSmall = (r: DOMRect) => r.width < MIN - 0.5 || r.height < MIN - 0.5;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const found: SmallTarget[] = [];
    for (const t of targets) {
      if (!isSmall(t.r) || inline(t.el) || labelTarget(t.el)) continue;
      const c = centre(t.r);
      const clash = targets.find((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        // Another target inside the circle, or two small targets' circles overlapping.
        if (distanceToRect(c, o.r) < MIN / 2) return true;
        if (!isSmall(o.r)) return false;
        const oc = centre(o.r);
        return Math.hypot(c.x - oc.x, c.y - oc.y) < MIN;
      });
      if (clash) found.push({ label: describe(t.el), width: Math.round(t.r.width * 10) / 10, height: Math.round(t.r.height * 10) / 10, near: describe(clash.el) });
    }
    return found;
  });
  const report = small.map((s) => `  ${s.label}: ${s.width}×${s.height} px, too close to ${s.near}`);
  expect.soft(small.length, `tap targets under 24 × 24 px on ${label} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}

/** Both checks at once: axe's serious and critical rules, and the tap-target measurement. */
export async function expectAccessible(page: Page, label: string, options: { exclude?: string[] } = {}): Promise<void> {
  await expectNoSeriousViolations(page, label, options);
  await expectTapTargets(page, label);
}
