import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The back office's own build (issue 39): `src/ui/admin/entry-admin.tsx` into `dist/admin`, its
 * files served under `/admin/assets/` (server/ssr/admin-pages.ts). The storefront's build
 * (vite.config.ts, dist/client) and its bundle budget know nothing of it. Each screen is a lazy
 * chunk of its own (its registry's `load`).
 */
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    chunkSizeWarningLimit: 500,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'src/ui/admin/entry-admin.tsx',
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
