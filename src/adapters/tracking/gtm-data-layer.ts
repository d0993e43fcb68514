import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Tracking } from '../../application/ports/tracking';
import { TRACKING_FAILURE } from '../../application/tracking/tracking-failure';
import type { DataLayerEntry } from '../../domain/tracking/tracking-events';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** What the adapter needs of `window`: its dataLayer and a document to add GTM's script to. */
export interface DataLayerWindow {
  dataLayer?: unknown[];
  document: Pick<Document, 'createElement' | 'head'>;
}

/**
 * The browser's tag manager (tracker issue 13): `window.dataLayer` and, when GTM_ID is configured,
 * GTM's own script, added only once consent starts it. Without GTM_ID the dataLayer still records
 * the entries, so QA can read them in the console.
 */
export class GtmDataLayer implements Tracking {
  private started = false;

  constructor(
    private readonly win: DataLayerWindow,
    private readonly gtmId: string | null,
    private readonly errors: ErrorReporter,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    const layer = this.layer();
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    if (!this.gtmId) return;
    const script = this.win.document.createElement('script');
    script.async = true;
    script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(this.gtmId)}`;
    script.addEventListener('error', () => this.errors.report(new Error(`GTM script failed to load (${this.gtmId})`), TRACKING_FAILURE));
    this.win.document.head.appendChild(script);
  }

  push(entry: DataLayerEntry): void {
    this.layer().push(entry);
  }

  private layer(): unknown[] {
    this.win.dataLayer ??= [];
    return this.win.dataLayer;
  }
}
