/**
 * A page's code loads once the page has painted (issue 40). The server's HTML is the whole page
 * (its cookie banner included), so nothing on screen waits for a script; but on a slow mobile link
 * the 160 kB of modules that hydrate it, asked for beside the stylesheet and the lead picture,
 * shared their bandwidth and held the largest paint back (Lighthouse mobile LCP 2.4–3.0 s, and a
 * server-rendered banner alone only 2.4 s). The entry is a small module that asks for the code
 * that hydrates the page after the first frame is drawn, with the modules of the page's own screen
 * the server names in a data block (client-manifest.ts): the document, the stylesheet and the lead
 * picture have the link to themselves until then. A page opened in a background tab draws no frame
 * until shown: it starts at once, as nothing competes with a paint there.
 */

/** Id of the data block (`<script type="application/json">`) listing the page's own modules. */
export const MODULES_ELEMENT_ID = 'boutique-modules';
/** The loader's attribute naming the entry, then the modules it imports (every page's). */
export const ENTRY_ATTRIBUTE = 'data-page-entry';

export interface PaintClock {
  /** The page is not shown (a background tab): no frame will be drawn before it is. */
  hidden: boolean;
  /** Runs before the next frame is drawn (requestAnimationFrame). */
  beforeFrame(callback: () => void): void;
  /** Runs in a task of its own (setTimeout 0): after the frame the callback above preceded. */
  task(callback: () => void): void;
}

/** `start` once the page's first frame has been drawn (at once in a hidden tab). */
export function afterFirstPaint(clock: PaintClock, start: () => void): void {
  if (clock.hidden) {
    start();
    return;
  }
  clock.beforeFrame(() => clock.task(start));
}

/** The module files a data block lists: only the shop's own asset paths (a damaged block names none). */
export function listedModules(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
}

/**
 * Browser: after the first paint, preloads the modules the entry imports and the page's own ones
 * (listed by the server), then imports the entry, which hydrates the page. The entry's address is
 * read from the page, not written in this file: a bundler's import here would tie this file to
 * the entry's (and load it at once).
 */
export function startAfterFirstPaint(): void {
  const clock: PaintClock = {
    hidden: document.visibilityState === 'hidden',
    beforeFrame: (callback) => requestAnimationFrame(callback),
    task: (callback) => setTimeout(callback, 0),
  };
  afterFirstPaint(clock, () => {
    const [entry, ...imports] = listedModules(document.querySelector(`script[${ENTRY_ATTRIBUTE}]`)?.getAttribute(ENTRY_ATTRIBUTE));
    if (!entry) return;
    for (const file of [...imports, ...listedModules(document.getElementById(MODULES_ELEMENT_ID)?.textContent)]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // A lead picture still on its way keeps the link first.
      link.fetchPriority = 'low';
      link.href = file;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  });
}
