import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routing/route-table';
import { LAYOUTS, loadOtherLayouts, SCREENS } from './routes';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRAME_CHUNK_MODULES, isLazyLayout, LAZY_LAYOUT_MODULE, SCREEN_MODULES } from './route-modules';

/** A module path as an import names it: 'src/ui/home/home-page.tsx' → 'home/home-page'. */
const importName = (source: string) => source.replace(/^src\/ui\//, '').replace(/\.tsx?$/, '');

describe('the modules each page loads', () => {
  it('are the ones the server preloads: every screen imports the module route-modules.ts names', () => {
    for (const route of ROUTES) {
      expect(SCREEN_MODULES[route.id], route.id).toBeDefined();
      expect(SCREENS[route.id].toString(), route.id).toContain(importName(SCREEN_MODULES[route.id]));
    }
  });

  it('load their layout with them exactly when route-modules.ts says so', () => {
    for (const [layout, entry] of Object.entries(LAYOUTS)) {
      expect(entry.island !== undefined, layout).toBe(isLazyLayout(layout as keyof typeof LAYOUTS));
    }
    expect(loadOtherLayouts.toString()).toContain(importName(LAZY_LAYOUT_MODULE));
  });

  it('put in the frame chunk only modules that an island loads', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
      });
    const loaded = new Set(
      sources('src/ui').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map((match) => path.join(path.dirname(file), match[1]!)),
      ),
    );
    for (const module of FRAME_CHUNK_MODULES) expect(loaded.has(module.replace(/\.tsx?$/, '')), module).toBe(true);
  });
});
