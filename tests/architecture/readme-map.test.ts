/**
 * The README's folder map is true (issue 41): every folder of `server/`, every layer of `src/` and
 * every area inside a layer has its line, and the map names no folder that is gone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Folders');
const end = readme.indexOf('\n## ', start + 1);
const section = start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);

const folders = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory()).sort();

/** The map's table rows: the first cell's path and the rest of the row. */
const rows = section
  .split('\n')
  .map((line) => /^\| `([^`]+)` \|(.*)\|\s*$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map((match) => ({ path: match[1], text: match[2] }));

/** The names a row lists in backquotes (the areas of a layer). */
const named = (text: string): Set<string> => new Set([...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]));

describe('the README folder map', () => {
  it('has the Folders section with rows', () => {
    expect(section).toContain('## Folders');
    expect(rows.length).toBeGreaterThan(10);
  });

  it('gives every folder of server/ its row', () => {
    const listed = new Set(rows.map((row) => row.path));
    const missing = folders('server').map((name) => `server/${name}`).filter((folder) => !listed.has(folder));
    expect(missing, 'folders of server/ without a row in README "Folders"').toEqual([]);
  });

  it('gives every layer of src/ its row, naming each of its areas', () => {
    for (const layer of folders('src')) {
      const row = rows.find((candidate) => candidate.path === `src/${layer}`);
      expect(row, `src/${layer} has no row in README "Folders"`).toBeDefined();
      const areas = named(row!.text);
      const missing = folders(`src/${layer}`).filter((area) => !areas.has(area));
      expect(missing, `areas of src/${layer} not named in its row`).toEqual([]);
    }
  });

  it('names no folder that does not exist', () => {
    const stale = rows.map((row) => row.path).filter((folder) => /^(src|server|cli|features|tests|docs|scripts)\b/.test(folder))
      .filter((folder) => {
        try {
          return !statSync(path.join(root, folder)).isDirectory();
        } catch {
          return true;
        }
      });
    expect(stale, 'README "Folders" rows whose folder is gone').toEqual([]);
    for (const layer of folders('src')) {
      const row = rows.find((candidate) => candidate.path === `src/${layer}`);
      const areas = [...named(row?.text ?? '')].filter((name) => /^[a-z][a-z-]*$/.test(name));
      const gone = areas.filter((area) => !folders(`src/${layer}`).includes(area));
      expect(gone, `areas named in the src/${layer} row that are not folders`).toEqual([]);
    }
  });
});
