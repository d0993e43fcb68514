/**
 * One shape for every server module (issue 41, README "Folders"): a folder of files named after
 * it, with its service as its face and, when it answers HTTP, its routes, registered once in
 * `server/modules.ts`. The layer rules themselves are `.dependency-cruiser.cjs` and ESLint's.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_MODULES } from '../../server/modules';

const root = path.resolve(import.meta.dirname, '../..');
/** Shared infrastructure and the demo generator: folders, not modules. */
const INFRASTRUCTURE = ['cache', 'cluster', 'core', 'db', 'demo', 'http', 'mail', 'ssr', 'testing'];
/** Modules other modules call and that answer no request themselves (documents: the PDFs; fit: size guides and fit advice, for the catalogue and the returns). */
const SERVICE_ONLY = ['documents', 'fit'];
/** Registered before the list by `app.ts` (`registerSearch`): the indexes are built first, and the catalogue changes follow them. */
const BEFORE_THE_LIST = ['search'];

const modules = readdirSync(path.join(root, 'server'))
  .filter((name) => statSync(path.join(root, 'server', name)).isDirectory() && !INFRASTRUCTURE.includes(name))
  .sort();
const filesOf = (area: string) => readdirSync(path.join(root, 'server', area));

describe('server modules', () => {
  it('are the folders of server/ besides the infrastructure', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)('%s: every file is named after the module', (area) => {
    expect(filesOf(area).filter((file) => !file.startsWith(`${area}-`))).toEqual([]);
  });

  it.each(modules)('%s: has its service, and its routes when it answers requests', (area) => {
    const files = filesOf(area);
    expect(files).toContain(`${area}-service.ts`);
    if (!SERVICE_ONLY.includes(area)) expect(files).toContain(`${area}-routes.ts`);
  });

  it('are each registered once, by name, in server/modules.ts', () => {
    const names = SHOP_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(modules.filter((area) => !SERVICE_ONLY.includes(area) && !BEFORE_THE_LIST.includes(area)));
  });
});
