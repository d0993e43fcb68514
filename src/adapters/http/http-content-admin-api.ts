/** `/admin/content…` through the shop's API client. */
import type { ContentEntryDetail, ContentEntryName, ContentEntrySummary, ContentKind, PreviewLink } from '../../domain/content/content-entry';
import type { ContentAdminApi, ContentImageUpload, ContentWindow, NewContentVersion } from '../../application/ports/content-admin-api';
import type { HttpApiClient } from './api-client';

/** An image of a few megabytes on a slow line. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const entryPath = (entry: ContentEntryName) => `admin/content/entries/${[entry.kind, entry.store, entry.key].map(encodeURIComponent).join('/')}`;

export class HttpContentAdminApi implements ContentAdminApi {
  constructor(private readonly client: HttpApiClient) {}

  list(filter: { kind?: ContentKind; store?: string }): Promise<ContentEntrySummary[]> {
    const searchParams: Record<string, string> = {};
    if (filter.kind) searchParams.kind = filter.kind;
    if (filter.store) searchParams.store = filter.store;
    return this.client.request('GET', 'admin/content', { searchParams });
  }

  show(entry: ContentEntryName): Promise<ContentEntryDetail> {
    return this.client.get(entryPath(entry));
  }

  set(entry: ContentEntryName, version: NewContentVersion): Promise<ContentEntryDetail> {
    return this.client.put(entryPath(entry), version);
  }

  publish(entry: ContentEntryName, window: ContentWindow): Promise<ContentEntryDetail> {
    return this.client.post(`${entryPath(entry)}/publish`, window);
  }

  restore(entry: ContentEntryName, version: number, draft: boolean): Promise<ContentEntryDetail> {
    return this.client.post(`${entryPath(entry)}/restore`, { version, ...(draft ? { draft } : {}) });
  }

  preview(store: string, path: string, hours?: number): Promise<PreviewLink> {
    return this.client.post('admin/content/preview', { store, path, ...(hours === undefined ? {} : { hours }) });
  }

  upload(image: ContentImageUpload): Promise<{ url: string }> {
    return this.client.request('POST', 'admin/content/media', {
      searchParams: { name: image.name },
      // What the image is, the shop reads from its bytes.
      headers: { 'Content-Type': 'application/octet-stream' },
      body: image.bytes,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }
}
