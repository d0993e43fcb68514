import './merchandising.css';
import { useEffect, useState } from 'react';
import { PREVIEW_CONTENT, SET_CONTENT, SHOW_CONTENT } from '../../../adapters/container/content-tokens';
import type { ContentEntryDetail } from '../../../domain/content/content-entry';
import { Badge, Button, Field, Section, useAsync, ScrollRegion } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { STATUS_TONE } from './content-screen';

/** What the editor shows of a version's body: a page as Markdown with its front matter, anything else as JSON. */
export function editableBody(entry: Pick<ContentEntryDetail, 'kind'>, body: unknown): string {
  if (entry.kind === 'page' && body && typeof body === 'object') {
    const page = body as { title?: string; slug?: string; markdown?: string };
    return `---\ntitle: ${page.title ?? ''}\nslug: ${page.slug ?? ''}\n---\n${page.markdown ?? ''}`;
  }
  return JSON.stringify(body ?? null, null, 2);
}

/** A local date-time field's value as an ISO instant (empty: none). */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** One content entry (issue 39): its versions, a new one written, published now or scheduled, and previewed. */
export default function ContentEntryScreen({ params }: AdminScreenProps) {
  const { get, t, toast } = useAdmin();
  const name = params.name ?? '';
  const shown = useAsync(() => get(SHOW_CONTENT).execute(name), [name]);
  const [text, setText] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const entry = shown.status === 'done' && shown.data.kind === 'done' ? shown.data.entry : null;
  useEffect(() => {
    if (entry) setText(editableBody(entry, entry.versions[0]?.body ?? null));
  }, [entry]);

  if (!entry) {
    return <><h1>{t('merchandising.contentEntry.title')}</h1><p role={shown.status === 'loading' ? 'status' : 'alert'}>{shown.status === 'loading' ? t('kit.loading') : t('merchandising.contentEntry.missing', { name })}</p></>;
  }
  const save = async (mode: 'draft' | 'publish' | 'schedule') => {
    setBusy(true);
    setError(null);
    const result = await get(SET_CONTENT).execute({
      entry: entry.entry, file: { name: entry.kind === 'page' ? 'page.md' : 'entry.json', text }, publish: mode === 'publish',
      ...(mode === 'schedule' ? { publishAt: instant(publishAt), unpublishAt: instant(unpublishAt) } : {}),
    });
    setBusy(false);
    if (result.kind === 'done') {
      toast(t(`merchandising.contentEntry.saved.${mode}`), 'success');
      shown.reload();
    } else setError(result.kind === 'invalid' || result.kind === 'refused' || result.kind === 'forbidden' ? result.message : t('kit.error'));
  };
  const showPreview = async () => {
    const store = entry.store && entry.store !== '-' ? entry.store : 'laboutiqueofficielle';
    const path = entry.kind === 'page' ? `/t/${entry.key}` : '/';
    const result = await get(PREVIEW_CONTENT).execute({ store, path });
    if (result.kind === 'done') setPreview(result.link.url);
    else setError(result.kind === 'invalid' || result.kind === 'refused' || result.kind === 'forbidden' ? result.message : t('kit.error'));
  };
  return (
    <>
      <h1>{t('merchandising.contentEntry.heading', { name: entry.entry })}</h1>
      <Section title={t('merchandising.contentEntry.edit')}>
        <Field as="textarea" rows={16} label={t(entry.kind === 'page' ? 'merchandising.contentEntry.markdown' : 'merchandising.contentEntry.json')} value={text} onChange={(event) => setText(event.target.value)} spellCheck={entry.kind === 'page'} />
        <div className="admin-merch-actions">
          <Button variant="secondary" busy={busy} onClick={() => void save('draft')}>{t('merchandising.contentEntry.saveDraft')}</Button>
          <Button busy={busy} onClick={() => void save('publish')}>{t('merchandising.contentEntry.publishNow')}</Button>
        </div>
        <fieldset>
          <legend>{t('merchandising.contentEntry.schedule')}</legend>
          <Field type="datetime-local" label={t('merchandising.contentEntry.from')} value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
          <Field type="datetime-local" label={t('merchandising.contentEntry.until')} value={unpublishAt} onChange={(event) => setUnpublishAt(event.target.value)} />
          <Button busy={busy} disabled={!publishAt && !unpublishAt} onClick={() => void save('schedule')}>{t('merchandising.contentEntry.scheduleIt')}</Button>
        </fieldset>
        {error ? <p role="alert" className="admin-field__error">{error}</p> : null}
        <Button variant="secondary" onClick={() => void showPreview()}>{t('merchandising.contentEntry.preview')}</Button>
        {preview ? <p><a href={preview} target="_blank" rel="noreferrer">{t('merchandising.contentEntry.openPreview')}</a></p> : null}
      </Section>
      <Section title={t('merchandising.contentEntry.versions')}>
        <ScrollRegion label={t('merchandising.contentEntry.versions')}><table className="admin-table" data-testid="merch-content-versions">
          <caption>{t('merchandising.contentEntry.versionsCaption')}</caption>
          <thead><tr>{['version', 'status', 'from', 'until', 'author', 'created'].map((column) => <th key={column} scope="col">{t(`merchandising.contentEntry.${column}`)}</th>)}</tr></thead>
          <tbody>
            {entry.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{`v${version.version}${entry.live === version.version ? ` (${t('merchandising.content.live')})` : ''}`}</th>
                <td><Badge tone={STATUS_TONE[version.status]}>{t(`merchandising.content.status.${version.status}`)}</Badge></td>
                <td>{version.publishAt ? new Date(version.publishAt).toLocaleString() : '—'}</td>
                <td>{version.unpublishAt ? new Date(version.unpublishAt).toLocaleString() : '—'}</td>
                <td>{version.author}</td>
                <td>{new Date(version.createdAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollRegion>
      </Section>
    </>
  );
}
