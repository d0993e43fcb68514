/**
 * Scheduled content with a clock: a version scheduled for midnight shows from each store's own
 * midnight (Dublin's an hour after the continent's), the sweep announces each window as it opens
 * and closes, and what shows after a window is the version before it.
 */
import { describe, expect, it } from 'vitest';
import { STORE_IDS } from '../../src/domain/store/stores';
import { useApi } from '../testing/api-harness';
import { setEntry, showEntry } from './content-entries';
import { shownKey, shownVersions } from './content-live';
import { contentSchedulePass } from './content-schedule';

const api = useApi();
const banner = (title: string) => ({ slug: 'bf', link: '/', image: '/media/banners/bf.svg', title });
const at = (iso: string) => new Date(iso);

async function bannersAt(now: Date): Promise<Record<string, string | undefined>> {
  const shown = await shownVersions(api.db, { kinds: ['header-banner'], storeIds: [...STORE_IDS] }, { now, preview: false });
  return Object.fromEntries(STORE_IDS.map((store) => [store, (shown.get(shownKey('header-banner', store))?.body as { title: string } | undefined)?.title]));
}

describe('scheduled content', () => {
  it('goes up at midnight in each store’s time zone, and the sweep announces it once', async () => {
    const deps = { db: api.db, now: () => at('2026-11-30T12:00:00Z') };
    for (const store of STORE_IDS) {
      const saved = await setEntry(deps, { kind: 'header-banner', storeId: store, key: '' }, { body: banner(`Cyber Monday ${store}`), status: 'published', publishAt: '2026-12-02T00:00', unpublishAt: '2026-12-03T00:00' }, 'merch@example.com');
      expect(saved.ok).toBe(true);
    }
    const continent = STORE_IDS.filter((store) => store !== 'boutique_com');
    expect(Object.values(await bannersAt(at('2026-12-01T22:59:59Z'))).every((title) => title === undefined)).toBe(true);
    const atContinentMidnight = await bannersAt(at('2026-12-01T23:00:00Z'));
    expect(continent.every((store) => atContinentMidnight[store] === `Cyber Monday ${store}`)).toBe(true);
    expect(atContinentMidnight.boutique_com).toBeUndefined();
    expect((await bannersAt(at('2026-12-02T00:00:00Z'))).boutique_com).toBe('Cyber Monday boutique_com');
    expect((await bannersAt(at('2026-12-02T23:00:00Z'))).laboutiqueofficielle).toBeUndefined();

    let clock = at('2026-12-01T22:59:58Z');
    let announced = 0;
    const pass = contentSchedulePass({ db: api.db, now: () => clock, catalogueChanges: { contentChanged: () => void (announced += 1) } });
    expect(await pass()).toBe(0);
    clock = at('2026-12-01T22:59:59Z');
    expect(await pass()).toBe(0);
    clock = at('2026-12-01T23:00:00.400Z');
    expect(await pass()).toBe(5);
    expect(await pass()).toBe(0);
    clock = at('2026-12-02T00:00:00.400Z');
    expect(await pass()).toBe(1);
    expect(announced).toBe(2);
  });

  it('shows the version before a window once it has closed, and keeps every version with its author', async () => {
    const ref = { kind: 'sale-banner' as const, storeId: 'boutique_it', key: '' };
    const sale = (alt: string) => ({ image: '/a.svg', imageMobile: '/b.svg', altText: alt, altTextMobile: alt, link: '/it/saldi', linkMobile: '/it/saldi' });
    const deps = (iso: string) => ({ db: api.db, now: () => at(iso) });
    await setEntry(deps('2026-11-01T10:00:00Z'), ref, { body: sale('Saldi'), status: 'published' }, 'merch@example.com');
    await setEntry(deps('2026-11-02T10:00:00Z'), ref, { body: sale('Black Friday'), status: 'published', publishAt: '2026-11-27T00:00', unpublishAt: '2026-11-30T00:00' }, 'admin@example.com');
    const view = (iso: string) => shownVersions(api.db, { kinds: ['sale-banner'], storeIds: ['boutique_it'] }, { now: at(iso), preview: false });
    const alt = async (iso: string) => ((await view(iso)).get(shownKey('sale-banner', 'boutique_it'))?.body as { altText: string }).altText;
    expect(await alt('2026-11-26T22:59:00Z')).toBe('Saldi');
    expect(await alt('2026-11-26T23:00:00Z')).toBe('Black Friday');
    expect(await alt('2026-11-29T23:00:00Z')).toBe('Saldi');
    const shown = await showEntry(deps('2026-11-28T12:00:00Z'), ref);
    expect(shown.ok && shown.value.versions.map((version) => [version.version, version.status, version.author])).toEqual([[2, 'published', 'admin@example.com'], [1, 'published', 'merch@example.com']]);
    expect(shown.ok && shown.value.live).toBe(2);
  });
});
