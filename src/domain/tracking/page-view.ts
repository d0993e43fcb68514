/**
 * SPEC §3 "Tracking data", the page part: what a page view tells the tag manager. The page type,
 * title and url come from the page shown; category, brand and artist from its breadcrumb or its
 * product; country, language, iso code and store from the store serving it.
 */
import type { AbGroup } from './ab-test';

export interface PageTrackingData {
  type: string;
  title: string;
  url: string;
  category: string;
  subcategory: string;
  brand: string;
  artist: string;
  country: string;
  language: string;
  iso_code: string;
  store: string;
}

export interface PageViewInput {
  type: string;
  title: string;
  /** Absolute URL of the page, query included. */
  url: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  artist?: string;
  store: { id: string; countryCode: string; langCode: string; iso: string };
}

const MAX_TEXT = 300;
const clip = (value: string | undefined): string => (value ?? '').trim().slice(0, MAX_TEXT);

export function pageTrackingData(input: PageViewInput): PageTrackingData {
  return {
    type: clip(input.type),
    title: clip(input.title),
    url: input.url.slice(0, 2048),
    category: clip(input.category),
    subcategory: clip(input.subcategory),
    brand: clip(input.brand),
    artist: clip(input.artist),
    country: input.store.countryCode,
    language: input.store.langCode,
    iso_code: input.store.iso,
    store: input.store.id,
  };
}

/** The `page_view` entry; the A/B group rides with every page view. */
export function pageViewEntry(page: PageTrackingData, ab: AbGroup | null): { event: 'page_view'; page: PageTrackingData; ab_test: AbGroup | null } {
  return { event: 'page_view', page, ab_test: ab };
}
