import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { FixedClock } from '../../adapters/in-memory/fixed-clock';
import { InMemoryRecentlyViewedApi } from '../../adapters/in-memory/in-memory-recently-viewed-api';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { MemoryKeyValueStorage } from '../../adapters/storage/memory-key-value-storage';
import { RECENTLY_VIEWED_KEY, StorageRecentlyViewedRepository } from '../../adapters/storage/storage-recently-viewed-repository';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { ClearRecentlyViewed, LoadRecentlyViewed, MergeRecentlyViewed, RecordRecentView } from './recently-viewed';

class Tokens implements AuthTokenStore {
  current: AuthTokens | null = null;
  get = () => this.current;
  save = (tokens: AuthTokens) => void (this.current = tokens);
  clear = () => void (this.current = null);
}

function shop() {
  const clock = new FixedClock(new Date('2026-12-01T10:00:00Z'));
  const api = new InMemoryRecentlyViewedApi(new Set([1, 2, 3, 4, 5]), () => clock.now().getTime());
  const storage = new MemoryKeyValueStorage();
  const tokens = new Tokens();
  const errors = new RecordingErrorReporter();
  const ports = { api, tokens, repository: new StorageRecentlyViewedRepository(storage), cards: api, clock, errors };
  const signIn = () => tokens.save({ accessToken: 'a.b.c', refreshToken: null, strategy: 'customLocal' });
  const cards = async () => {
    const loaded = await new LoadRecentlyViewed(ports).execute();
    return loaded.kind === 'loaded' ? { where: loaded.where, ids: loaded.products.map((product) => product.id) } : loaded;
  };
  const view = async (id: number) => {
    clock.advance(1000);
    return new RecordRecentView(ports).execute(id);
  };
  return { clock, api, storage, tokens, errors, signIn, cards, view, merge: () => new MergeRecentlyViewed(ports).execute(), clear: () => new ClearRecentlyViewed(ports).execute() };
}

describe('recently viewed use cases (issue 38)', () => {
  it("keeps a visitor's views in the browser, cards only of products still sold", async () => {
    const t = shop();
    await t.view(1);
    await t.view(9);
    expect(await t.view(2)).toEqual({ kind: 'recorded', where: 'browser' });
    expect(await t.cards()).toEqual({ where: 'browser', ids: [2, 1] });
    expect(JSON.parse(t.storage.getItem(RECENTLY_VIEWED_KEY)!)).toHaveLength(3);
    expect(t.api.views).toEqual([]);
  });

  it("merges the browser's list into the account's at sign-in and leaves the browser empty", async () => {
    const t = shop();
    t.api.views = [{ productId: 3, viewedAt: t.clock.now().getTime() - 60_000 }];
    await t.view(1);
    await t.view(2);
    expect(await t.merge()).toEqual({ kind: 'signed-out' });
    t.signIn();
    expect(await t.merge()).toMatchObject({ kind: 'merged', products: [{ id: 2 }, { id: 1 }, { id: 3 }] });
    expect(t.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(await t.merge()).toEqual({ kind: 'nothing-to-merge' });
    expect(await t.view(4)).toEqual({ kind: 'recorded', where: 'account' });
    expect(await t.cards()).toEqual({ where: 'account', ids: [4, 2, 1, 3] });
  });

  it('keeps the browser list when the merge fails, for the next sign-in', async () => {
    const t = shop();
    await t.view(1);
    t.signIn();
    t.api.failing = true;
    expect(await t.merge()).toMatchObject({ kind: 'failed' });
    expect(t.errors.reported).toMatchObject([{ context: 'Unable to merge the recently viewed products' }]);
    t.api.failing = false;
    expect(await t.merge()).toMatchObject({ kind: 'merged', products: [{ id: 1 }] });
  });

  it('falls back to the browser when the session turned out ended', async () => {
    const t = shop();
    t.signIn();
    t.api.signedIn = false;
    expect(await t.view(5)).toEqual({ kind: 'recorded', where: 'browser' });
    expect(await t.cards()).toEqual({ where: 'browser', ids: [5] });
  });

  it("clears the account's list and the browser's", async () => {
    const t = shop();
    await t.view(1);
    t.signIn();
    await t.view(2);
    expect(await t.clear()).toEqual({ kind: 'cleared', where: 'account' });
    expect(t.api.views).toEqual([]);
    expect(t.storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('reads a tampered browser list as no list', async () => {
    const t = shop();
    t.storage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(await t.cards()).toEqual({ where: 'browser', ids: [] });
    t.storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ productId: -1, viewedAt: 1 }, { productId: 2, viewedAt: 5 }]));
    expect(await t.cards()).toEqual({ where: 'browser', ids: [2] });
  });
});
