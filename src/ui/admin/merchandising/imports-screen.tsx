import './merchandising.css';
import { useState, type FormEvent } from 'react';
import { IMPORT_CATALOGUE, LIST_RECENT_IMPORTS } from '../../../adapters/container/merchandise-tokens';
import type { ImportJob } from '../../../application/ports/merchandise-api';
import { Badge, Button, Section, useAsync, ScrollRegion } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';

const STATE_TONE = { queued: 'info', running: 'info', done: 'success', failed: 'danger' } as const;

/** Catalogue imports (issue 39): a bundle uploaded, tried (dry run) or run, followed, its problems by line; the recent imports. */
export default function ImportsScreen(_props: AdminScreenProps) {
  const { get, t } = useAdmin();
  const importCatalogue = get(IMPORT_CATALOGUE);
  const recentImports = get(LIST_RECENT_IMPORTS);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [archiveMissing, setArchiveMissing] = useState(false);
  const [running, setRunning] = useState<ImportJob | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recent = useAsync(() => recentImports.execute(1, 10), [job]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('merchandising.imports.noFile'));
    const kind = /\.zip$/i.test(file.name) ? 'zip' : /\.(tar\.gz|tgz)$/i.test(file.name) ? 'tar.gz' : null;
    if (!kind) return setError(t('merchandising.imports.badFile', { name: file.name }));
    setBusy(true);
    setError(null);
    setJob(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await importCatalogue.execute({ fileName: file.name, kind, bytes }, { dryRun, archiveMissing, onProgress: setRunning });
      if (result.kind === 'finished') setJob(result.job);
      else setError(result.kind === 'refused' || result.kind === 'forbidden' ? result.message : t('kit.error'));
    } catch {
      setError(t('kit.error'));
    } finally {
      setRunning(null);
      setBusy(false);
    }
  };

  const progress = running?.progress;
  return (
    <>
      <h1>{t('merchandising.imports.title')}</h1>
      <Section title={t('merchandising.imports.send')}>
        <form onSubmit={(event) => void start(event)} className="admin-merch-import">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="merch-bundle">{t('merchandising.imports.file')}</label>
            <input id="merch-bundle" type="file" accept=".zip,.tar.gz,.tgz,application/zip,application/gzip" onChange={(event) => setFile(event.target.files?.[0] ?? null)} aria-describedby="merch-bundle-hint" />
            <p className="admin-field__hint" id="merch-bundle-hint">{t('merchandising.imports.fileHint')}</p>
          </div>
          <label className="admin-merch-check"><input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} /> {t('merchandising.imports.dryRun')}</label>
          <label className="admin-merch-check"><input type="checkbox" checked={archiveMissing} onChange={(event) => setArchiveMissing(event.target.checked)} /> {t('merchandising.imports.archiveMissing')}</label>
          <Button type="submit" busy={busy}>{dryRun ? t('merchandising.imports.try') : t('merchandising.imports.run')}</Button>
        </form>
        <div role="status" data-testid="merch-import-progress">
          {running ? (
            <>
              <p>{t('merchandising.imports.running', { stage: progress?.stage ?? '…', done: progress?.done ?? 0, total: progress?.total ?? 0 })}</p>
              <progress max={progress?.total || 1} value={progress?.done ?? 0} aria-label={t('merchandising.imports.progress')} />
            </>
          ) : null}
        </div>
        {error ? <p role="alert" className="admin-field__error">{error}</p> : null}
      </Section>
      {job ? <JobResult job={job} /> : null}
      <Section title={t('merchandising.imports.recent')}>
        {recent.status === 'done' && recent.data.kind === 'found' ? (
          <ScrollRegion label={t('merchandising.imports.recent')}><table className="admin-table">
            <caption>{t('merchandising.imports.recentCaption', { count: recent.data.total })}</caption>
            <thead><tr>{['started', 'file', 'state', 'created', 'changed', 'unchanged', 'problemsCount'].map((column) => <th key={column} scope="col">{t(`merchandising.imports.${column}`)}</th>)}</tr></thead>
            <tbody>
              {recent.data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{new Date(item.createdAt).toLocaleString()}</th>
                  <td>{item.fileName}</td>
                  <td><Badge tone={STATE_TONE[item.state]}>{t(`merchandising.imports.state.${item.state}`)}{item.dryRun ? ` · ${t('merchandising.imports.dryRunShort')}` : ''}</Badge></td>
                  <td>{item.counts?.created ?? '—'}</td>
                  <td>{item.counts?.changed ?? '—'}</td>
                  <td>{item.counts?.unchanged ?? '—'}</td>
                  <td>{item.problemCount}</td>
                </tr>
              ))}
            </tbody>
          </table></ScrollRegion>
        ) : <p role="status">{recent.status === 'error' ? t('kit.error') : t('kit.loading')}</p>}
      </Section>
    </>
  );
}

function JobResult({ job }: { job: ImportJob }) {
  const { t } = useAdmin();
  const ok = job.state === 'done' && job.problems.length === 0;
  return (
    <Section title={t('merchandising.imports.result')}>
      <p role="status" data-testid="merch-import-result">
        {ok
          ? t(job.dryRun ? 'merchandising.imports.dryRunDone' : 'merchandising.imports.done', { created: job.counts?.created ?? 0, changed: job.counts?.changed ?? 0, unchanged: job.counts?.unchanged ?? 0, archived: job.counts?.archived ?? 0 })
          : t('merchandising.imports.refused', { count: job.problems.length })}
      </p>
      {job.problems.length > 0 ? (
        <ScrollRegion label={t('merchandising.imports.problems')}><table className="admin-table" data-testid="merch-import-problems">
          <caption>{t('merchandising.imports.problems')}</caption>
          <thead><tr><th scope="col">{t('merchandising.imports.where')}</th><th scope="col">{t('merchandising.imports.line')}</th><th scope="col">{t('merchandising.imports.problem')}</th></tr></thead>
          <tbody>
            {job.problems.map((problem, index) => (
              <tr key={index}>
                <th scope="row">{problem.file}</th>
                <td>{problem.line ?? '—'}</td>
                <td>{problem.text}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollRegion>
      ) : null}
    </Section>
  );
}
