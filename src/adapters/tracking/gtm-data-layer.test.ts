import { describe, expect, it } from 'vitest';
import { RecordingErrorReporter } from '../in-memory/recording-error-reporter';
import { GtmDataLayer, type DataLayerWindow } from './gtm-data-layer';

/** A window with a head that keeps the scripts added to it. */
function fakeWindow() {
  const scripts: { src: string; async: boolean; listeners: Map<string, () => void> }[] = [];
  const win: DataLayerWindow = {
    document: {
      createElement: (() => {
        const script = { src: '', async: false, listeners: new Map<string, () => void>(), addEventListener: (name: string, listener: () => void) => script.listeners.set(name, listener) };
        return script;
      }) as unknown as Document['createElement'],
      head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) } as unknown as HTMLHeadElement,
    },
  };
  return { win, scripts };
}

const pageView = { event: 'page_view', ab_test: null, page: { type: 'home', title: '', url: '', category: '', subcategory: '', brand: '', artist: '', country: 'FR', language: 'fr', iso_code: 'fr-FR', store: 'laboutiqueofficielle' } } as const;

describe('GTM dataLayer', () => {
  it('adds GTM once, with the configured container id', () => {
    const { win, scripts } = fakeWindow();
    const gtm = new GtmDataLayer(win, 'GTM-AB12', new RecordingErrorReporter());
    gtm.start();
    gtm.start();
    expect(scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12']);
    expect(scripts[0].async).toBe(true);
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('still records in the dataLayer without a container id, and loads no script', () => {
    const { win, scripts } = fakeWindow();
    const gtm = new GtmDataLayer(win, null, new RecordingErrorReporter());
    gtm.start();
    gtm.push(pageView);
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toContainEqual(pageView);
  });

  it("reports 'Unable to send data to GTM' when GTM's script fails to load", () => {
    const { win, scripts } = fakeWindow();
    const errors = new RecordingErrorReporter();
    new GtmDataLayer(win, 'GTM-AB12', errors).start();
    scripts[0].listeners.get('error')?.();
    expect(errors.reported.map((report) => report.context)).toEqual(['Unable to send data to GTM']);
  });
});
