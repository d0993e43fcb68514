/**
 * `npm run build`: what production runs, compiled to JavaScript under dist/.
 *
 *   client  dist/client          the browser bundle and its manifest (Vite, vite.config.ts)
 *   admin   dist/admin           the back office's bundle and its manifest (Vite, vite.admin.config.ts)
 *   server  dist/server/main.js  server/main.ts with the SSR entry (src/ui/entry-server.tsx), one ESM file
 *   cli     dist/cli/main.js     the `boutique` command (cli/main.ts)
 *
 * `node scripts/build.mjs [client] [server] [cli] [--if-stale] [--quiet]`: no target builds all
 * four; `--if-stale` skips those that are up to date (scripts/build-state.mjs); `--quiet` keeps
 * to warnings. The Node bundles (esbuild, see BUNDLES) come with linked source maps (`NODE_OPTIONS=--enable-source-maps npm start`
 * or `node --enable-source-maps dist/cli/main.js …` map stacks to the sources; off by default: the
 * map costs the shop some 10 MB of heap). Each bundle
 * sits two levels below the project root, like the sources, so paths computed from
 * `import.meta.url` (PROJECT_ROOT in server/ssr/client-build.ts) hold in both.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { BUILD_TARGETS, bundlePath, bundleRecordPath, isStale } from './build-state.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The server keeps node_modules external (PGlite loads its WASM and data files next to its own
 * module). The command bundles its libraries too: Inversify alone is some 300 small modules, and
 * loading them one by one doubled the time of a call (`boutique stores`: 0.5 s instead of 0.25 s).
 * Commander is CommonJS and requires Node's built-ins, hence the `require` the banner defines.
 */
const BUNDLES = {
  server: { entryPoints: ['server/main.ts'], packages: 'external' },
  cli: {
    entryPoints: ['cli/main.ts'],
    external: ['@electric-sql/*'],
    banner: { js: "import { createRequire as __boutiqueCreateRequire } from 'node:module';\nconst require = __boutiqueCreateRequire(import.meta.url);" },
  },
};

const args = process.argv.slice(2);
const options = new Set(args.filter((arg) => arg.startsWith('--')));
const unknown = [...options].filter((option) => option !== '--if-stale' && option !== '--quiet');
const named = args.filter((arg) => !arg.startsWith('--'));
const wrong = named.filter((target) => !BUILD_TARGETS.includes(target));
if (unknown.length > 0 || wrong.length > 0) {
  console.error(`usage: node scripts/build.mjs [${BUILD_TARGETS.join('] [')}] [--if-stale] [--quiet] (unknown: ${[...unknown, ...wrong].join(' ')})`);
  process.exit(2);
}
const quiet = options.has('--quiet');
const targets = BUILD_TARGETS.filter((target) => named.length === 0 || named.includes(target))
  .filter((target) => !options.has('--if-stale') || isStale(ROOT, target));

/** The browser bundle, as `vite build` makes it: always a production build (React's, production JSX). */
async function buildClient() {
  const { build } = await import('vite');
  process.env.NODE_ENV = 'production';
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: quiet ? 'warn' : 'info' });
  precompress(path.join(ROOT, 'dist/client/assets'));
}

/** The back office's bundle (issue 39), a build of its own: the storefront's stays as it was. */
async function buildAdmin() {
  const { build } = await import('vite');
  process.env.NODE_ENV = 'production';
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.admin.config.ts'), mode: 'production', logLevel: quiet ? 'warn' : 'info' });
  precompress(path.join(ROOT, 'dist/admin/assets'));
}

/** Text files worth compressing: the server sends these `.br` and `.gz` files as they are. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Each bundle once, at the best levels (brotli 11, gzip 9), next to it: the server sends the
 * file the browser accepts (@fastify/static `preCompressed`) instead of compressing every answer
 * at a quick level: fewer bytes on the wire (the critical path's brotli is some 15 % smaller than
 * a quick stream's) and no compression work per request.
 */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** One Node entry bundled into dist/<target>/main.js, written atomically (the `boutique` command may be running it). */
async function buildBundle(target) {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const outfile = bundlePath(ROOT, target);
  const result = await esbuild.build({
    ...BUNDLES[target],
    absWorkingDir: ROOT,
    outfile,
    tsconfig: 'tsconfig.json', // experimentalDecorators (class-validator), useDefineForClassFields
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    keepNames: true, // class and function names as in the sources (logs, errors)
    loader: { '.css': 'empty' }, // styles belong to the client bundle
    // server/ssr/client-build.ts: compiled, `npm start` has built the client already.
    define: { __BOUTIQUE_COMPILED__: 'true' },
    metafile: true,
    write: false,
    logLevel: quiet ? 'error' : 'warning',
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // The map first, the code last: a reader never sees new code with an old map.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === outfile) - Number(b.path === outfile));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // The project's files; bundled libraries change with package-lock.json (BUNDLE_SETTINGS).
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/') && existsSync(path.join(ROOT, input)));
  writeFileSync(bundleRecordPath(ROOT, target), `${JSON.stringify({ startedAt, inputs }, null, 1)}\n`);
  return result.metafile.outputs[path.relative(ROOT, outfile)]?.bytes ?? 0;
}

let failed = false;
for (const target of targets) {
  const started = performance.now();
  try {
    const bytes = target === 'client' ? (await buildClient(), 0) : target === 'admin' ? (await buildAdmin(), 0) : await buildBundle(target);
    const where = target === 'client' ? 'dist/client' : target === 'admin' ? 'dist/admin' : `${path.relative(ROOT, bundlePath(ROOT, target))}, ${Math.round(bytes / 1024)} kB`;
    if (!quiet) console.log(`built ${target} (${where}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    // esbuild has printed its messages already; Vite's errors are printed here.
    if (!(error instanceof Error && 'errors' in error)) console.error(error);
    console.error(`build ${target} failed`);
  }
}
if (failed) process.exitCode = 1;
