/**
 * `boutique admin content …` (issue 34, role merchandiser or admin): the merchant's content entries
 * — list, show, set from a file, publish, schedule, history, restore, preview. What the command
 * line typed is read first (the entry's name, a page file's front matter), so a typo never reaches
 * the shop; the shop checks the rest and names the field.
 */
import { readEntryName, type ContentEntryDetail, type ContentEntryName, type ContentEntrySummary, type ContentKind, type PreviewLink } from '../../domain/content/content-entry';
import { readPageFile } from '../../domain/content/content-page-file';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ContentAdminApi, ContentImageUpload, ContentWindow } from '../ports/content-admin-api';

export type Invalid = { kind: 'invalid'; message: string };
export type EntryResult = AdminOutcome<{ kind: 'done'; entry: ContentEntryDetail }>;

abstract class ContentUseCase {
  constructor(
    protected readonly content: ContentAdminApi,
    protected readonly tokens: AuthTokenStore,
  ) {}

  protected entry(typed: string, call: (entry: ContentEntryName) => Promise<ContentEntryDetail>): Promise<EntryResult | Invalid> {
    const name = readEntryName(typed);
    if (!name.ok) return Promise.resolve({ kind: 'invalid', message: name.problem });
    return asSupport(this.tokens, () => call(name.value), (entry) => ({ kind: 'done' as const, entry }));
  }
}

export class ListContent extends ContentUseCase {
  execute(filter: { kind?: ContentKind; store?: string }): Promise<AdminOutcome<{ kind: 'done'; entries: ContentEntrySummary[] }>> {
    return asSupport(this.tokens, () => this.content.list(filter), (entries) => ({ kind: 'done' as const, entries }));
  }
}

export class ShowContent extends ContentUseCase {
  execute(typed: string): Promise<EntryResult | Invalid> {
    return this.entry(typed, (entry) => this.content.show(entry));
  }
}

export interface SetContentInput extends ContentWindow {
  entry: string;
  /** The file's text and name: a page is Markdown with a front matter (title, slug), anything else JSON. */
  file: { name: string; text: string };
  title?: string;
  slug?: string;
  publish: boolean;
}

/** The body an entry's file holds: a page's Markdown and front matter, or the JSON of a structured entry. */
export function bodyOfFile(kind: ContentKind, key: string, input: Pick<SetContentInput, 'file' | 'title' | 'slug'>): { ok: true; body: unknown } | (Invalid & { ok: false }) {
  if (kind === 'page') {
    const page = readPageFile(input.file.text);
    if (!page.ok) return { ok: false, kind: 'invalid', message: `${input.file.name}: ${page.problem}` };
    const title = input.title ?? page.value.fields.title;
    if (!title) return { ok: false, kind: 'invalid', message: `${input.file.name}: the page has no title (a "title:" line in its front matter, or --title)` };
    return { ok: true, body: { title, slug: input.slug ?? page.value.fields.slug ?? key, markdown: page.value.markdown } };
  }
  try {
    return { ok: true, body: JSON.parse(input.file.text) };
  } catch (error) {
    return { ok: false, kind: 'invalid', message: `${input.file.name} is not JSON: ${(error as Error).message}` };
  }
}

export class SetContent extends ContentUseCase {
  async execute(input: SetContentInput): Promise<EntryResult | Invalid> {
    const name = readEntryName(input.entry);
    if (!name.ok) return { kind: 'invalid', message: name.problem };
    const body = bodyOfFile(name.value.kind, name.value.key, input);
    if (!body.ok) return body;
    const scheduled = Boolean(input.publishAt || input.unpublishAt);
    const version = {
      body: body.body,
      status: input.publish || scheduled ? 'published' as const : 'draft' as const,
      ...(input.publishAt ? { publishAt: input.publishAt } : {}),
      ...(input.unpublishAt ? { unpublishAt: input.unpublishAt } : {}),
    };
    return asSupport(this.tokens, () => this.content.set(name.value, version), (entry) => ({ kind: 'done' as const, entry }));
  }
}

export class PublishContent extends ContentUseCase {
  execute(typed: string, window: ContentWindow = {}): Promise<EntryResult | Invalid> {
    return this.entry(typed, (entry) => this.content.publish(entry, window));
  }
}

export class RestoreContent extends ContentUseCase {
  execute(typed: string, version: string, draft = false): Promise<EntryResult | Invalid> {
    const number = Number(version.trim().replace(/^v/i, ''));
    if (!Number.isSafeInteger(number) || number < 0) return Promise.resolve({ kind: 'invalid', message: `"${version}" is not a version number (see admin content history)` });
    return this.entry(typed, (entry) => this.content.restore(entry, number, draft));
  }
}

export class PreviewContent extends ContentUseCase {
  execute(input: { store: string; path?: string; hours?: string }): Promise<AdminOutcome<{ kind: 'done'; link: PreviewLink }> | Invalid> {
    const path = input.path ?? '/';
    if (!path.startsWith('/') || path.startsWith('//')) return Promise.resolve({ kind: 'invalid', message: `"${path}" is not a path of the store (/t/faq)` });
    const hours = input.hours === undefined ? undefined : Number(input.hours);
    if (hours !== undefined && !(hours > 0 && hours <= 168)) return Promise.resolve({ kind: 'invalid', message: `"${input.hours}" is not a number of hours (up to 168)` });
    return asSupport(this.tokens, () => this.content.preview(input.store, path, hours), (link) => ({ kind: 'done' as const, link }));
  }
}

/** An image for a banner, a tile or a page, kept by the shop (which checks it as it checks product photos): its URL. */
export class UploadContentImage extends ContentUseCase {
  execute(image: ContentImageUpload): Promise<AdminOutcome<{ kind: 'done'; url: string; markdown: string }> | Invalid> {
    if (image.bytes.length === 0) return Promise.resolve({ kind: 'invalid', message: `${image.name} is empty` });
    const alt = image.name.replace(/\.[^.]*$/, '').replace(/[[\]]/g, '');
    return asSupport(this.tokens, () => this.content.upload(image), ({ url }) => ({ kind: 'done' as const, url, markdown: `![${alt}](${url})` }));
  }
}
