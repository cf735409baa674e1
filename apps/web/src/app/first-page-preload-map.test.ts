import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../scripts/vite-first-page-preload.ts';
import { routes } from './routes.ts';

// The build reads the route table's source for each path's module (scripts/vite-first-page-preload.ts): this holds
// it to the table the router really uses, so a route added in another shape fails here, not silently unpreloaded.
describe('the build-time preload map', () => {
  it('knows the module of every route the router has', () => {
    const modules = routeModules();
    expect([...modules.keys()].sort()).toEqual([...routes.pages.keys()].sort());
    for (const module of modules.values()) expect(existsSync(module), module).toBe(true);
  });
});
