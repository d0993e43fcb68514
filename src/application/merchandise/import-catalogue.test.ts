import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BundleArchive, ImportJob, MerchandiseApi } from '../ports/merchandise-api';
import { ImportCatalogue } from './import-catalogue';

function tokens(signedIn: boolean): AuthTokenStore {
  let saved = signedIn ? ({ token: 'a.b.c', refreshToken: 'r' } as unknown as AuthTokens) : null;
  return { get: () => saved, save: (value) => void (saved = value), clear: () => void (saved = null) };
}

const archive: BundleArchive = { fileName: 'twenty.zip', kind: 'zip', bytes: new Uint8Array([0x50, 0x4b]) };
const job = (state: ImportJob['state'], extra: Partial<ImportJob> = {}): ImportJob => ({
  id: 'j1', state, dryRun: false, archiveMissing: false, fileName: 'twenty.zip', progress: null, counts: null, problems: [], ...extra,
});

/** A shop whose job runs through `states`, one per look. */
function shop(states: ImportJob[]): MerchandiseApi & { looks: number } {
  const api = {
    looks: 0,
    startImport: async () => states[0],
    importJob: async () => states[Math.min(++api.looks, states.length - 1)],
    exportCatalogue: async () => (async function* () {})(),
    show: () => Promise.reject(new Error('not in these tests')),
    setPrice: () => Promise.reject(new Error('not in these tests')),
    changeStock: () => Promise.reject(new Error('not in these tests')),
    setStatus: () => Promise.reject(new Error('not in these tests')),
    setOutletOnly: () => Promise.reject(new Error('not in these tests')),
    importFeed: () => Promise.reject(new Error('not in these tests')),
    addPicture: () => Promise.reject(new Error('not in these tests')),
    removePicture: () => Promise.reject(new Error('not in these tests')),
    orderPictures: () => Promise.reject(new Error('not in these tests')),
    list: () => Promise.reject(new Error('not in these tests')),
    edit: () => Promise.reject(new Error('not in these tests')),
    recentImports: () => Promise.reject(new Error('not in these tests')),
  };
  return api;
}

const noPause = async () => {};

describe('ImportCatalogue', () => {
  it('follows the job to its end, telling each state on the way', async () => {
    const seen: string[] = [];
    const counts = { created: 20, changed: 0, unchanged: 0, archived: 0 };
    const api = shop([job('running', { progress: { stage: 'reading', done: 0, total: 0 } }), job('running', { progress: { stage: 'writing', done: 10, total: 20 } }), job('done', { counts })]);
    const result = await new ImportCatalogue(api, tokens(true), noPause).execute(archive, { dryRun: false, archiveMissing: false, onProgress: (running) => seen.push(running.progress!.stage) });
    expect(result).toEqual({ kind: 'finished', job: job('done', { counts }) });
    expect(seen).toEqual(['reading', 'writing']);
    expect(api.looks).toBe(2);
  });

  it('ends on a failed job with its problems', async () => {
    const problems = [{ file: 'products.csv', line: 812, field: 'price_de', message: 'price_de "12,5O" is not a price', text: 'products.csv:812: price_de "12,5O" is not a price' }];
    const result = await new ImportCatalogue(shop([job('running'), job('failed', { problems })]), tokens(true), noPause).execute(archive, { dryRun: true, archiveMissing: false });
    expect(result).toMatchObject({ kind: 'finished', job: { state: 'failed', problems } });
  });

  it('asks to sign in first, and turns 403 and 409 into what support tools say', async () => {
    expect(await new ImportCatalogue(shop([job('done')]), tokens(false), noPause).execute(archive, { dryRun: false, archiveMissing: false })).toMatchObject({ kind: 'signed-out' });
    const refusing = (code: number): MerchandiseApi => ({ ...shop([]), startImport: () => Promise.reject(new ApiError(code, `refused ${code}`)) });
    expect(await new ImportCatalogue(refusing(403), tokens(true), noPause).execute(archive, { dryRun: false, archiveMissing: false })).toEqual({ kind: 'forbidden', message: 'refused 403' });
    expect(await new ImportCatalogue(refusing(409), tokens(true), noPause).execute(archive, { dryRun: false, archiveMissing: false })).toEqual({ kind: 'refused', code: 409, message: 'refused 409' });
  });
});
