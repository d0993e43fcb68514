/**
 * `node --import tsx scripts/bundle-modules.mjs [--page <route id>] [chunk name…]`: what the client
 * build's chunks are made of, the modules of each by their rendered size (raw, before gzip),
 * largest first, to find what a page's JavaScript could lose (issue 40). With `--page`, only the
 * chunks that page loads at start (its entry, screen and islands, as the server preloads them), each
 * module marked `-` when nothing the page starts with imports it statically: code the page loads for
 * nothing, carried by a shared file. Builds into a temporary directory; dist/ stays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { routeById } from '../src/domain/routing/route-table.ts';
import { routeModules } from '../src/ui/app/route-modules.ts';

const args = process.argv.slice(2);
const pageAt = args.indexOf('--page');
const page = pageAt >= 0 ? args.splice(pageAt, 2)[1] : null;
const wanted = args;
const ENTRY = 'src/ui/entry-client.tsx';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-modules-'));
const report = [];
try {
  await build({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [{
      name: 'bundle-modules',
      generateBundle(_options, bundle) {
        const relative = (id) => path.relative(process.cwd(), id.replace(/^\0/, ''));
        // The modules the page starts with, and what they import statically.
        const used = new Set();
        const starts = page ? [ENTRY, ...routeModules(routeById(page))] : [];
        const queue = [...this.getModuleIds()].filter((id) => starts.includes(relative(id)));
        while (queue.length > 0) {
          const id = queue.pop();
          if (used.has(id)) continue;
          used.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        const usedFiles = new Set(Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && Object.keys(chunk.modules).some((id) => used.has(id))).map((chunk) => chunk.fileName));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (page && !usedFiles.has(chunk.fileName)) continue;
          if (wanted.length > 0 && !wanted.some((name) => chunk.fileName.includes(name))) continue;
          const modules = Object.entries(chunk.modules).map(([id, info]) => ({ id: `${page && !used.has(id) ? '- ' : ''}${relative(id)}`, size: info.renderedLength }));
          modules.sort((a, b) => b.size - a.size);
          report.push({ file: chunk.fileName, size: chunk.code.length, modules });
        }
      },
    }],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
report.sort((a, b) => b.size - a.size);
for (const chunk of report) {
  console.log(`\n${chunk.file}  ${(chunk.size / 1000).toFixed(1)} kB raw`);
  for (const module of chunk.modules) if (module.size > 0) console.log(`  ${(module.size / 1000).toFixed(1).padStart(6)} kB  ${module.id}`);
}
