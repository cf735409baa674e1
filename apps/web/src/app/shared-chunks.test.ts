// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedChunks } from '../../scripts/shared-chunks.ts';

// Which modules the build puts into the shared chunks (decision 0207): small ones, whose imports are all on the
// first load already or taken too, so a group chunk never brings a library or a large module to a page.
const SRC = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(SRC, file);
const MAIN = at('main.tsx');
const HOME = at('features/home/pages/home-page.tsx');

function graph(modules: Record<string, { imports?: string[]; bytes?: number }>) {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? { code: 'x'.repeat(m.bytes ?? 100), importedIds: m.imports ?? [] } : null;
    },
  };
}

describe('the shared chunks', () => {
  it('takes small shared and feature modules that only later pages use, and their stylesheets stay out', () => {
    const chip = at('components/chip.tsx');
    const rank = at('features/record/components/rank.tsx');
    const css = at('components/chip.module.css');
    const ctx = graph({
      [MAIN]: { imports: [at('lib/store.ts')] },
      [HOME]: {},
      [at('lib/store.ts')]: {},
      [chip]: { imports: [css, at('lib/store.ts')] },
      [css]: {},
      [rank]: { imports: [chip] },
    });
    const name = sharedChunks();
    expect(name(chip, ctx)).toBe('pages-shared');
    expect(name(rank, ctx)).toBe('record-shared');
    expect(name(css, ctx)).toBeNull();
    // On every first load already: with the entry's code.
    expect(name(at('lib/store.ts'), ctx)).toBe('app-first');
  });

  it("puts the app's code that every first load runs into one chunk beside the entry, with Vite's preload helper", () => {
    const store = at('lib/store.ts');
    const i18n = at('i18n/i18n.ts');
    const css = at('app/app.module.css');
    const react = '/repo/node_modules/react/index.js';
    const preloadHelper = '\0vite/preload-helper.js';
    const ctx = graph({
      [MAIN]: { imports: [store, i18n, css, react, preloadHelper] },
      [HOME]: {},
      [store]: {},
      [i18n]: {},
      [css]: {},
      [react]: {},
      [preloadHelper]: {},
    });
    const name = sharedChunks();
    expect(name(MAIN, ctx)).toBe('app-first');
    expect(name(store, ctx)).toBe('app-first');
    expect(name(i18n, ctx)).toBe('app-first');
    expect(name(preloadHelper, ctx)).toBe('app-first');
    expect(name(css, ctx)).toBeNull();
    expect(name(react, ctx)).toBeNull();
  });

  it("groups home's small modules beyond the entry by feature, its API calls with the app's, leaving its page and large modules", () => {
    const banner = at('features/home/components/banner.tsx');
    const roleCard = at('features/account/components/role-card.tsx');
    const myRoles = at('features/account/api/get-my-roles.ts');
    const field = at('components/text-field.tsx');
    const big = at('components/big-sheet.tsx');
    const css = at('components/text-field.module.css');
    const ctx = graph({
      [MAIN]: {},
      [HOME]: { imports: [banner, roleCard, field, big] },
      [banner]: {},
      [roleCard]: { imports: [myRoles] },
      [myRoles]: {},
      [field]: { imports: [css] },
      [css]: {},
      [big]: { bytes: 10_000 },
    });
    const name = sharedChunks();
    expect(name(banner, ctx)).toBe('home-first');
    expect(name(roleCard, ctx)).toBe('account-first');
    expect(name(field, ctx)).toBe('pages-first');
    // Other features' pages use the role list without the account feature's components and their stylesheet: it
    // goes with the app's shared code, which those pages load anyway, not into a file of its own.
    expect(name(myRoles, ctx)).toBe('pages-first');
    expect(name(big, ctx)).toBeNull();
    expect(name(css, ctx)).toBeNull();
    expect(name(HOME, ctx)).toBeNull();
  });

  it('leaves a module that would bring a library, a large module or a page', () => {
    const zod = '/repo/node_modules/zod/index.js';
    const schema = at('lib/validation.ts');
    const big = at('components/big-table.tsx');
    const usesBig = at('components/pager.tsx');
    const page = at('features/record/pages/battle-page.tsx');
    const ctx = graph({
      [MAIN]: {},
      [HOME]: {},
      [zod]: {},
      [schema]: { imports: [zod] },
      [big]: { bytes: 10_000 },
      [usesBig]: { imports: [big] },
      [page]: {},
    });
    const name = sharedChunks();
    expect(name(schema, ctx)).toBeNull();
    expect(name(big, ctx)).toBeNull();
    expect(name(usesBig, ctx)).toBeNull();
    expect(name(page, ctx)).toBeNull();
  });

  it('leaves the texts to their language chunks, and judges an import cycle by its members', () => {
    const texts = at('i18n/en.ts');
    const a = at('lib/a.ts');
    const b = at('lib/b.ts');
    const ctx = graph({ [MAIN]: {}, [HOME]: {}, [texts]: {}, [a]: { imports: [b] }, [b]: { imports: [a] } });
    const name = sharedChunks();
    expect(name(texts, ctx)).toBeNull();
    expect(name(a, ctx)).toBe('pages-shared');
    expect(name(b, ctx)).toBe('pages-shared');
    // A cycle with a member that brings a library is left whole, whichever member is asked about first.
    const zod = '/repo/node_modules/zod/index.js';
    const c = at('lib/c.ts');
    const d = at('lib/d.ts');
    const cyclic = graph({ [MAIN]: {}, [HOME]: {}, [zod]: {}, [c]: { imports: [d] }, [d]: { imports: [c, zod] } });
    for (const first of [c, d]) {
      const fresh = sharedChunks();
      expect(fresh(first, cyclic)).toBeNull();
      expect(fresh(first === c ? d : c, cyclic)).toBeNull();
    }
  });
});
