import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/in-memory/fixed-clock';
import { InMemoryRecentlyViewedApi } from '../../adapters/in-memory/in-memory-recently-viewed-api';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { MemoryKeyValueStorage } from '../../adapters/storage/memory-key-value-storage';
import { StorageRecentlyViewedRepository } from '../../adapters/storage/storage-recently-viewed-repository';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { ClearRecentlyViewed, LoadRecentlyViewed, MergeRecentlyViewed, RecordRecentView } from '../../application/recently/recently-viewed';
import { RecentlyViewedStore } from './recently-store';

function store() {
  const clock = new FixedClock(new Date('2026-12-01T10:00:00Z'));
  const api = new InMemoryRecentlyViewedApi(new Set([1, 2, 3]), () => clock.now().getTime());
  let current: AuthTokens | null = null;
  const tokens = { get: () => current, save: (value: AuthTokens) => void (current = value), clear: () => void (current = null) };
  const ports = { api, tokens, repository: new StorageRecentlyViewedRepository(new MemoryKeyValueStorage()), cards: api, clock, errors: new RecordingErrorReporter() };
  const cases = { record: new RecordRecentView(ports), load: new LoadRecentlyViewed(ports), merge: new MergeRecentlyViewed(ports), clear: new ClearRecentlyViewed(ports) };
  let sessionChecks = 0;
  const recently = new RecentlyViewedStore({ services: { useCases: async () => cases }, sessionKnown: async () => void (sessionChecks += 1) });
  const view = async (id: number) => {
    clock.advance(1000);
    await recently.viewed(id);
  };
  return { recently, view, api, signIn: () => tokens.save({ accessToken: 'a.b.c', refreshToken: null, strategy: 'customLocal' }), checks: () => sessionChecks };
}

describe('RecentlyViewedStore (issue 38)', () => {
  it('is empty until a page asks, then waits for the session before anything', async () => {
    const t = store();
    expect(t.recently.products).toEqual([]);
    expect(t.recently.loaded).toBe(false);
    await t.view(1);
    await t.view(2);
    expect(t.checks()).toBe(2);
    expect(t.recently.shownWith(2).map((product) => product.id)).toEqual([1]);
    expect(t.recently.shownWith().map((product) => product.id)).toEqual([2, 1]);
  });

  it("shows the merged list after a sign-in, clears it, and forgets the account's at sign-out", async () => {
    const t = store();
    await t.view(1);
    t.api.views = [{ productId: 3, viewedAt: Date.parse('2026-11-30T10:00:00Z') }];
    t.signIn();
    await t.recently.afterSignIn();
    expect(t.recently.products.map((product) => product.id)).toEqual([1, 3]);
    expect(await t.recently.clear()).toBe(true);
    expect(t.recently.products).toEqual([]);
    expect(t.api.views).toEqual([]);
    await t.view(2);
    t.recently.reset();
    expect(t.recently.products).toEqual([]);
  });

  it('says when clearing failed and keeps the list shown', async () => {
    const t = store();
    t.signIn();
    await t.view(2);
    t.api.failing = true;
    expect(await t.recently.clear()).toBe(false);
    expect(t.recently.products.map((product) => product.id)).toEqual([2]);
    expect(t.recently.clearing).toBe(false);
  });
});
