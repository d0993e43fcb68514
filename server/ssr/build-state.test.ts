import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundlePath, bundleRecordPath, isAdminStale, isBundleStale, isClientStale, staleTargets } from '../../scripts/build-state.mjs';
import { ensureClientBuild } from './client-build';

/** A project root in a temporary directory, every file dated `seconds` after the epoch. */
let root: string;
const write = (file: string, seconds = 1_000) => {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, '');
  utimesSync(target, seconds, seconds);
};
const touch = (file: string, seconds: number) => utimesSync(path.join(root, file), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'boutique-build-state-'));
  for (const file of ['src/ui/app.tsx', 'src/ui/app.test.tsx', 'public/favicon.svg', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'cli/main.ts']) write(file);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('client build (dist/client)', () => {
  it('is stale without a manifest, fresh when the manifest is newer than every source', () => {
    expect(isClientStale(root)).toBe(true);
    write('dist/client/.vite/manifest.json', 2_000);
    expect(isClientStale(root)).toBe(false);
  });

  it('is stale when a source is newer, whatever a test file says', () => {
    write('dist/client/.vite/manifest.json', 2_000);
    touch('src/ui/app.test.tsx', 3_000);
    expect(isClientStale(root)).toBe(false);
    touch('public/favicon.svg', 3_000);
    expect(isClientStale(root)).toBe(true);
  });

  it('compiled, the server only builds a missing bundle (start.mjs compared the dates)', async () => {
    write('dist/client/.vite/manifest.json', 2_000);
    touch('src/ui/app.tsx', 3_000);
    await expect(ensureClientBuild(root, { checkSources: false })).resolves.toBe('fresh');
  });
});

describe('Node bundles (dist/server, dist/cli)', () => {
  const built = (startedAt: number, inputs: string[]) => {
    write(path.relative(root, bundlePath(root, 'cli')), startedAt / 1000 + 1);
    writeFileSync(bundleRecordPath(root, 'cli'), JSON.stringify({ startedAt, inputs }));
  };

  it('is stale when missing or without its record, fresh when no input changed since the build started', () => {
    expect(isBundleStale(root, 'cli')).toBe(true);
    built(2_000_000, ['cli/main.ts', 'src/ui/app.tsx']);
    expect(isBundleStale(root, 'cli')).toBe(false);
    unlinkSync(bundleRecordPath(root, 'cli'));
    expect(isBundleStale(root, 'cli')).toBe(true);
  });

  it('is stale when an input changed or is gone, or a build setting changed', () => {
    built(2_000_000, ['cli/main.ts', 'src/ui/app.tsx']);
    touch('src/ui/app.tsx', 3_000);
    expect(isBundleStale(root, 'cli')).toBe(true);

    built(4_000_000, ['cli/main.ts', 'src/ui/gone.ts']);
    expect(isBundleStale(root, 'cli')).toBe(true);

    built(4_000_000, ['cli/main.ts']);
    touch('tsconfig.json', 5_000);
    expect(isBundleStale(root, 'cli')).toBe(true);
  });

  it('lists what needs building, in build order', () => {
    write('dist/client/.vite/manifest.json', 2_000);
    built(2_000_000, ['cli/main.ts']);
    expect(staleTargets(root)).toEqual(['admin', 'server']);
    write('dist/admin/.vite/manifest.json', 2_000);
    expect(staleTargets(root)).toEqual(['server']);
  });

  it('keeps the storefront fresh when only the back office changed, and the back office stale', () => {
    write('dist/client/.vite/manifest.json', 2_000);
    write('dist/admin/.vite/manifest.json', 2_000);
    expect(isClientStale(root)).toBe(false);
    expect(isAdminStale(root)).toBe(false);
    write('src/ui/admin/shell/admin-app.tsx', 3_000);
    expect(isClientStale(root)).toBe(false);
    expect(isAdminStale(root)).toBe(true);
    write('src/domain/x.ts', 4_000);
    expect(isClientStale(root)).toBe(true);
  });
});
