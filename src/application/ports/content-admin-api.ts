/** The merchant's content (`/admin/content…`, role merchandiser or admin, 403 otherwise): entries, their versions, preview links (issue 34). */
import type { ContentEntryDetail, ContentEntryName, ContentEntrySummary, ContentKind, PreviewLink } from '../../domain/content/content-entry';
import { token } from './token';

export interface ContentWindow {
  publishAt?: string;
  unpublishAt?: string;
}

export interface NewContentVersion extends ContentWindow {
  body: unknown;
  status: 'draft' | 'published';
}

/** An image file for the content, as read from disk: the shop tells its type by its bytes. */
export interface ContentImageUpload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface ContentAdminApi {
  list(filter: { kind?: ContentKind; store?: string }): Promise<ContentEntrySummary[]>;
  show(entry: ContentEntryName): Promise<ContentEntryDetail>;
  set(entry: ContentEntryName, version: NewContentVersion): Promise<ContentEntryDetail>;
  publish(entry: ContentEntryName, window: ContentWindow): Promise<ContentEntryDetail>;
  restore(entry: ContentEntryName, version: number, draft: boolean): Promise<ContentEntryDetail>;
  preview(store: string, path: string, hours?: number): Promise<PreviewLink>;
  /** The image kept by the shop's media store (`/admin/content/media`): its URL for a banner or a page. */
  upload(image: ContentImageUpload): Promise<{ url: string }>;
}

export const CONTENT_ADMIN_API = token<ContentAdminApi>('ContentAdminApi');
