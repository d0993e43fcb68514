import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FRAME_CHUNK, FRAME_CHUNK_MODULES, SCREEN_MODULES } from './src/ui/app/route-modules';

/** The loader's modules (src/ui/page-loader.ts): a file of their own, whatever the groups below say. */
const LOADER_MODULES = ['src/ui/page-loader.ts', 'src/ui/app/page-scripts.ts'];

/**
 * The shared modules of the checkout, the account and the sign-in forms, each in a file of its own
 * ('common' holds the rest): in 'common', every public page loaded them (issue 40).
 */
/**
 * Modules every page needs besides the frame's own, in the frame with what they import: what its
 * page loader keeps for the page (src/ui/app/page-loader.ts, loaded with the frame, not imported by
 * it) and the product pictures and their rules (the home's, the listings', the strips'). Left out, an area's
 * common file that imports them too (the account's order lines) takes them with its other
 * modules (rolldown puts a module's dependencies in its group), and every page loads that file.
 */
const FRAME_SHARED_MODULES = ['src/domain/catalogue/product-card.ts', 'src/ui/product/product-picture.tsx', 'src/domain/catalogue/picture-sources.ts'];

const AREA_COMMONS: ReadonlyArray<[string, RegExp]> = [
  ['checkout-common', /[\\/]src[\\/](ui[\\/]checkout|domain[\\/](payments|orders)|application[\\/]checkout)[\\/]/],
  ['account-common', /[\\/]src[\\/](ui[\\/](accounts|returns|giftcards)|domain[\\/](returns|accounts|giftcards))[\\/]/],
  ['forms-common', /[\\/]src[\\/](ui[\\/](auth|forms)|domain[\\/]auth)[\\/]/],
];

/**
 * The screens of the most visited pages: the home, and the listings with the search results (one
 * view). The shared modules both import statically make 'common'; those only one of them imports,
 * 'listing-common' or 'home-common'; the others (modals, the product page's, the contact form's
 * rules, tracking…) 'shared'. In one file, a listing loaded 16 kB of them for nothing, the home 40
 * (issue 40; `node --import tsx scripts/bundle-modules.mjs --page catalogue`).
 */
const MAIN_SCREENS: ReadonlyArray<[string, string[]]> = [
  ['listing', ['catalogue', 'search-query']],
  ['home', ['home']],
];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const closures = new Map<string, Set<string>>();

/**
 * Every module the given ones import statically, themselves included (computed once per build:
 * the graph is whole when chunks are made).
 */
function staticClosure(name: string, modules: readonly string[], graph: ModuleGraph): Set<string> {
  let reached = closures.get(name);
  if (reached) return reached;
  reached = new Set<string>();
  const queue = modules.map((module) => path.resolve(import.meta.dirname, module));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(name, reached);
  return reached;
}

/** 'common', 'listing-common', 'home-common' or 'shared', by the main screens that import the module. */
function mainCommon(id: string, graph: ModuleGraph): string {
  const screens = MAIN_SCREENS.filter(([name, routes]) => staticClosure(name, routes.map((route) => SCREEN_MODULES[route]), graph).has(id)).map(([name]) => name);
  if (screens.length === MAIN_SCREENS.length) return 'common';
  return screens.length === 1 ? `${screens[0]}-common` : 'shared';
}

/**
 * Client build only: the server bundles `src/ui/entry-server.tsx` itself (scripts/build.mjs, or
 * tsx from the sources; CSS is imported by the client entry alone), so there is no separate SSR
 * bundle to keep in step.
 * The manifest tells the page renderer which hashed script and style files to reference.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    chunkSizeWarningLimit: 300,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page's first script is the loader: it imports the entry once the page has painted (src/ui/app/page-scripts.ts).
      input: ['src/ui/entry-client.tsx', 'src/ui/page-loader.ts'],
      output: {
        // React changes least often, then the other libraries, then the shop's code: separate
        // files keep the browser's cache warm across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // Only the libraries every page hydrates with (issue 15: React, MobX; the translations no
            // longer use i18next and the router is the shop's own, issue 40). Any other library goes
            // with the code that imports it: the composition root's (Inversify, ky, class-validator…)
            // loads after the first paint (lazy-services.ts).
            { name: 'vendor', test: /node_modules[\\/](mobx|mobx-react-lite)[\\/]/, priority: 3 },
            // The shop's code every page hydrates with (shell, stores, layouts) in one file rather than
            // a dozen small ones shared with later chunks; each page's own screen loads with its route.
            // The loader's own modules stay in its file: it runs before any of this is asked for.
            { name: 'shell', test: (id) => /[\\/]src[\\/]/.test(id) && !LOADER_MODULES.some((module) => id.endsWith(module)), tags: ['$initial'], priority: 2 },
            // The islands every page has (src/ui/app/route-modules.ts: the stores, the overlays, the
            // page view, the header, the footer) with what they import, in one file: each hydrates
            // on its own once it is here (islands.tsx), but a dozen small files would cost requests
            // and compress worse.
            // Every module they import statically is in it (and FRAME_SHARED_MODULES).
            { debugName: FRAME_CHUNK, name: (id, context) => (staticClosure(FRAME_CHUNK, [...FRAME_CHUNK_MODULES, ...FRAME_SHARED_MODULES], context).has(id) ? FRAME_CHUNK : null), priority: 1 },
            // The shop's modules that several screens and the composition root share (formats, API
            // errors, the order and return rules, product cards…), in one file. Left to the automatic
            // splitting they made some forty files under 1 kB: a checkout step loaded 31 scripts, and on
            // a slow connection those requests, six at a time, held its content back (Lighthouse
            // payment step 92 → 96, LCP 3.3 → 2.7 s; public pages load 17 kB more after they paint).
            // A module some code imports dynamically (a screen, browser-services) keeps its own file.
            // The checkout's, the account's and the forms' shared modules go in files of their own (AREA_COMMONS).
            {
              debugName: 'common',
              name: (id, context) => {
                if (!/[\\/]src[\\/]/.test(id) || context.getModuleInfo(id)?.dynamicImporters.length) return null;
                return AREA_COMMONS.find(([, test]) => test.test(id))?.[0] ?? mainCommon(id, context);
              },
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
